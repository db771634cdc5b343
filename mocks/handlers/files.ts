import { HttpResponse } from 'msw';
import { paths } from '@/config';
import { db } from '../db';
import { get } from '../respond';

/** The demo's image files: complaint uploads, and the logos, icons and photos the pages show. */

/** Where uploaded images are served from (GET answers the stored bytes). */
export const FILES_PATH = paths.app('/demo-files/');

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Logos, icons and sample photos drawn on the fly, so the demo ships no image files. */
function art(label: string, color: string, shape: string): string {
  const safeColor = /^#[0-9a-f]{3,8}$/i.test(color) ? color : '#1f6feb';
  const [w, h, size] = shape === 'photo' ? [480, 360, 36] : [96, 96, 40];
  const body =
    shape === 'logo'
      ? `<rect width="96" height="96" rx="22" fill="${safeColor}"/>`
      : `<rect width="${w}" height="${h}" fill="${safeColor}"/><rect x="16" y="16" width="${w - 32}" height="${h - 32}" rx="12" fill="#fff" fill-opacity=".18"/>`;
  const textColor = '#fff';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" fill="${textColor}">${escapeXml(label)}</text></svg>`;
}

export const filesHandlers = [
  get(`${FILES_PATH}:file`, (call) => {
    const name = String(call.params.file ?? '');
    if (name === 'art.svg') {
      const svg = art(call.query.label ?? '', call.query.color ?? '', call.query.shape ?? 'logo');
      // Drawn from the address alone: cached a day, as logos on a CDN are.
      return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } });
    }
    const stored = db.file(name.split('.')[0] ?? '');
    if (!stored) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(stored.bytes, { headers: { 'Content-Type': stored.type } });
  }),
];
