import {
  canSendAsIs,
  compressImage,
  fitWithin,
  JPEG_QUALITY,
  jpegName,
  MAX_LONG_SIDE,
  SMALL_FILE_BYTES,
} from '@/services/images';

const MB = 1024 * 1024;

function fileOf(bytes: number, name = 'IMG_0001.jpg', type = 'image/jpeg'): File {
  return new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });
}

describe('sizing', () => {
  it('scales the long side down to 1280 px, keeping the aspect', () => {
    expect(MAX_LONG_SIDE).toBe(1280);
    // A 12-megapixel camera photo, landscape and portrait.
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 1280, height: 960 });
    expect(fitWithin({ width: 3000, height: 4000 })).toEqual({ width: 960, height: 1280 });
    expect(fitWithin({ width: 1080, height: 2400 })).toEqual({ width: 576, height: 1280 });
  });

  it('never enlarges and never rounds a side to zero', () => {
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 1280, height: 1280 })).toEqual({ width: 1280, height: 1280 });
    expect(fitWithin({ width: 10000, height: 2 })).toEqual({ width: 1280, height: 1 });
  });

  it('sends a file as it is only when it is both small and within size', () => {
    expect(SMALL_FILE_BYTES).toBe(300 * 1024);
    expect(canSendAsIs(200 * 1024, { width: 1000, height: 700 })).toBe(true);
    expect(canSendAsIs(SMALL_FILE_BYTES, { width: 1000, height: 700 })).toBe(false);
    expect(canSendAsIs(200 * 1024, { width: 1600, height: 900 })).toBe(false);
    expect(canSendAsIs(5 * MB, { width: 4000, height: 3000 })).toBe(false);
  });

  it('names the upload .jpg', () => {
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('screen.shot.png')).toBe('screen.shot.jpg');
    expect(jpegName('noext')).toBe('noext.jpg');
    expect(jpegName('.png')).toBe('image.jpg');
  });
});

describe('compressImage', () => {
  it('hands back the original where nothing can decode it (jsdom has no canvas)', async () => {
    const photo = fileOf(5 * MB);
    expect(await compressImage(photo)).toBe(photo);
  });

  describe('with a decoder and an OffscreenCanvas', () => {
    let drawn: unknown[][];
    let encodedWith: unknown;
    let encodedBytes: number;
    let bitmapSize: { width: number; height: number };
    let closed: number;

    beforeEach(() => {
      drawn = [];
      encodedWith = undefined;
      encodedBytes = 180 * 1024;
      bitmapSize = { width: 4000, height: 3000 };
      closed = 0;
      vi.stubGlobal(
        'createImageBitmap',
        vi.fn(async () => ({ ...bitmapSize, close: () => (closed += 1) })),
      );
      class FakeOffscreenCanvas {
        constructor(
          readonly width: number,
          readonly height: number,
        ) {}
        getContext() {
          return {
            fillRect: () => {},
            drawImage: (...args: unknown[]) => drawn.push(args),
          };
        }
        async convertToBlob(options: unknown) {
          encodedWith = options;
          return new Blob([new Uint8Array(encodedBytes)], { type: 'image/jpeg' });
        }
      }
      vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
    });
    afterEach(() => vi.unstubAllGlobals());

    it('turns a 5 MB 12-megapixel photo into a 1280 px JPEG at quality 0.8', async () => {
      const result = await compressImage(fileOf(5 * MB, 'IMG_0001.png', 'image/png'));
      expect(drawn).toHaveLength(1);
      expect(drawn[0]?.slice(1)).toEqual([0, 0, 1280, 960]);
      expect(encodedWith).toEqual({ type: 'image/jpeg', quality: JPEG_QUALITY });
      expect(result.size).toBe(180 * 1024);
      expect(result.type).toBe('image/jpeg');
      expect(result.name).toBe('IMG_0001.jpg');
      expect(closed).toBe(1);
    });

    it('leaves a small photo within size alone', async () => {
      bitmapSize = { width: 1000, height: 750 };
      const small = fileOf(120 * 1024);
      expect(await compressImage(small)).toBe(small);
      expect(drawn).toHaveLength(0);
      expect(closed).toBe(1);
    });

    it('shrinks a small file that is too large in pixels', async () => {
      bitmapSize = { width: 2400, height: 1080 };
      encodedBytes = 90 * 1024;
      const result = await compressImage(fileOf(250 * 1024, 'shot.png', 'image/png'));
      expect(drawn[0]?.slice(1)).toEqual([0, 0, 1280, 576]);
      expect(result.size).toBe(90 * 1024);
    });

    it('keeps the original when a re-encode of a photo that fits would be larger', async () => {
      bitmapSize = { width: 1200, height: 900 };
      encodedBytes = 600 * 1024;
      const heavy = fileOf(400 * 1024);
      expect(await compressImage(heavy)).toBe(heavy);
    });

    it('keeps animations, vectors and non-images as they are', async () => {
      for (const file of [fileOf(2 * MB, 'a.gif', 'image/gif'), fileOf(MB, 'a.svg', 'image/svg+xml'), fileOf(MB, 'a.pdf', 'application/pdf')]) {
        expect(await compressImage(file)).toBe(file);
      }
      expect(drawn).toHaveLength(0);
    });

    it('uploads the original when decoding fails', async () => {
      vi.stubGlobal('createImageBitmap', vi.fn(async () => Promise.reject(new Error('bad data'))));
      const broken = fileOf(2 * MB);
      expect(await compressImage(broken)).toBe(broken);
    });

    it('uploads the original when encoding fails', async () => {
      vi.stubGlobal(
        'OffscreenCanvas',
        class {
          getContext() {
            return null;
          }
        },
      );
      // No OffscreenCanvas 2D context and jsdom's DOM canvas has none either.
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
      const photo = fileOf(5 * MB);
      expect(await compressImage(photo)).toBe(photo);
      expect(closed).toBe(1);
    });

    it('decodes with an <img> where createImageBitmap is missing, and frees its URL', async () => {
      vi.stubGlobal('createImageBitmap', undefined);
      const revoke = vi.spyOn(URL, 'revokeObjectURL');
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
      HTMLImageElement.prototype.decode = () => Promise.resolve();
      vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(3000);
      vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(4000);
      try {
        const result = await compressImage(fileOf(4 * MB));
        expect(drawn[0]?.[0]).toBeInstanceOf(HTMLImageElement);
        expect(drawn[0]?.slice(1)).toEqual([0, 0, 960, 1280]);
        expect(result.size).toBe(180 * 1024);
        expect(revoke).toHaveBeenCalledWith('blob:photo');
      } finally {
        delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
      }
    });

    it('falls back to a DOM canvas where OffscreenCanvas has no 2D context', async () => {
      vi.stubGlobal('OffscreenCanvas', undefined);
      const context = { fillRect: vi.fn(), drawImage: vi.fn() };
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
      const toBlob = vi
        .spyOn(HTMLCanvasElement.prototype, 'toBlob')
        .mockImplementation((callback) => callback(new Blob([new Uint8Array(1000)], { type: 'image/jpeg' })));
      const result = await compressImage(fileOf(5 * MB));
      expect(context.drawImage.mock.calls[0]?.slice(1)).toEqual([0, 0, 1280, 960]);
      expect(toBlob.mock.calls[0]?.slice(1)).toEqual(['image/jpeg', JPEG_QUALITY]);
      expect(result.size).toBe(1000);
    });
  });
});
