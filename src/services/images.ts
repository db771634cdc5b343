/**
 * Photo compression on the phone before upload: a 12-megapixel camera photo (4-6 MB) becomes a
 * 1280 px JPEG of a few hundred KB, which is what a slow network and the server need. Anything
 * that cannot be decoded or encoded here (jsdom, an exotic format, a browser without canvas) goes
 * up as it is: compression saves bytes, it never blocks an upload.
 */
export const MAX_LONG_SIDE = 1280;
/** Below this, a photo that already fits is sent untouched: re-encoding would only lose quality. */
export const SMALL_FILE_BYTES = 300 * 1024;
export const JPEG_QUALITY = 0.8;

export interface Size {
  width: number;
  height: number;
}

/** The size to draw at: aspect kept, the long side at most `max`, never enlarged. */
export function fitWithin(size: Size, max: number = MAX_LONG_SIDE): Size {
  const long = Math.max(size.width, size.height);
  if (long <= max) return { width: size.width, height: size.height };
  const scale = max / long;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** True when the file can go up as it is: already small in bytes and within the pixel limit. */
export function canSendAsIs(bytes: number, size: Size, max: number = MAX_LONG_SIDE): boolean {
  return bytes < SMALL_FILE_BYTES && Math.max(size.width, size.height) <= max;
}

/** The upload's name: the same base name with a .jpg extension. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'image'}.jpg`;
}

/** Animation (GIF) and vectors (SVG) would be spoiled by a canvas round trip. */
const KEEP_AS_IS = /^image\/(gif|svg\+xml)$/i;

interface Decoded extends Size {
  source: CanvasImageSource;
  release: () => void;
}

async function decode(file: Blob): Promise<Decoded | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // Some WebViews cannot decode a Blob this way (or reject the options): try an <img>.
    }
  }
  if (!canDecodeWithImg()) return null;
  const url = URL.createObjectURL(file);
  const release = () => URL.revokeObjectURL(url);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    if (image.naturalWidth === 0 || image.naturalHeight === 0) throw new Error('The image has no pixels');
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, release };
  } catch {
    release();
    return null;
  }
}

/** img.decode() settles on success and failure alike (jsdom has none, and an <img> there never loads). */
function canDecodeWithImg(): boolean {
  return (
    typeof HTMLImageElement !== 'undefined' &&
    typeof HTMLImageElement.prototype.decode === 'function' &&
    typeof URL.createObjectURL === 'function'
  );
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function draw(context: Context2D, source: CanvasImageSource, size: Size): void {
  // JPEG has no alpha: transparent PNG areas would turn black without a white ground.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
}

async function encode(source: CanvasImageSource, size: Size): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    try {
      const canvas = new OffscreenCanvas(size.width, size.height);
      const context = canvas.getContext('2d');
      if (context) {
        draw(context, source, size);
        return await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
      }
    } catch {
      // Safari before 16.4 has OffscreenCanvas without a 2D context: use a DOM canvas.
    }
  }
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  draw(context, source, size);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/** True where this module can decode and re-encode (false in jsdom and other canvas-less hosts). */
function canProcess(): boolean {
  const decodes = typeof createImageBitmap === 'function' || canDecodeWithImg();
  const encodes =
    typeof OffscreenCanvas === 'function' ||
    (typeof HTMLCanvasElement !== 'undefined' && typeof HTMLCanvasElement.prototype.toBlob === 'function');
  return decodes && encodes;
}

/**
 * The photo to upload: scaled so its long side is at most 1280 px and re-encoded as JPEG 0.8, or
 * the original when it is already small and within size, is not a still image, or cannot be
 * processed here.
 */
export async function compressImage(file: File): Promise<File> {
  // An empty type happens with some Android pickers: let the decoder decide.
  if ((file.type !== '' && !file.type.startsWith('image/')) || KEEP_AS_IS.test(file.type)) return file;
  if (!canProcess()) return file;
  const decoded = await decode(file);
  if (!decoded) return file;
  try {
    if (canSendAsIs(file.size, decoded)) return file;
    const target = fitWithin(decoded);
    const blob = await encode(decoded.source, target);
    if (!blob || blob.size === 0) return file;
    // Re-encoding a file that already fits in pixels is only worth it when it saves bytes.
    const fits = target.width === decoded.width && target.height === decoded.height;
    if (fits && blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    decoded.release();
  }
}
