// Renders the app mark (logo.svg) to the PNG icons the web manifest and index.html point at.
// Run by hand after changing the logo:  node src/app/brand/render-icons.mjs
// Needs a Chromium: CHROME_PATH, or /usr/bin/chromium by default.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync, deflateSync } from 'node:zlib';

import { chromium } from 'playwright-core';

import { chromiumArgs, findChromium } from '#tests/setup/chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const staticDir = join(here, '..', 'static');
const iconsDir = join(staticDir, 'icons');

const OFF_WHITE = '#FBF9F6';
const MASK_FROM = '#F5EEFF';
const MASK_TO = '#FCE7EF';

// The visible extent of the drawing inside its 48×48 viewBox (the bubble tails reach 42.5).
// Fitting this box, rather than the whole viewBox, makes the padding below the real padding.
const INK = { x: 5, y: 6, w: 38, h: 36.5 };

const logoSvg = await readFile(join(here, 'logo.svg'), 'utf8');
const logoPaths = [...logoSvg.matchAll(/<path\b[^>]*\/>/g)].map((m) => m[0]).join('\n    ');
if (!logoPaths) throw new Error('No <path> found in logo.svg');

/** The logo's ink box scaled to fit a centred square of side `box`, inside a `size` canvas. */
function placedLogo(size, box) {
  const scale = box / Math.max(INK.w, INK.h);
  const w = INK.w * scale;
  const h = INK.h * scale;
  const x = (size - w) / 2;
  const y = (size - h) / 2;
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${INK.x} ${INK.y} ${INK.w} ${INK.h}">
    ${logoPaths}
  </svg>`;
}

/** One full-size SVG document per icon: an optional background, then the logo. */
function iconSvg(size, { background = '', logoBox }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  ${background}
  ${placedLogo(size, logoBox)}
</svg>`;
}

const icons = [
  // "any": a rounded off-white tile (transparent corners), logo with ~12% padding.
  ...[192, 512].map((size) => ({
    file: `icon-${size}.png`,
    size,
    transparent: true,
    svg: iconSvg(size, {
      background: `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${OFF_WHITE}"/>`,
      logoBox: size * 0.76,
    }),
  })),
  // "maskable": full-bleed gradient; the logo stays inside the central 60% safe zone.
  ...[192, 512].map((size) => ({
    file: `maskable-${size}.png`,
    size,
    transparent: false,
    svg: iconSvg(size, {
      background: `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${MASK_FROM}"/><stop offset="1" stop-color="${MASK_TO}"/>
  </linearGradient></defs>
  <rect width="${size}" height="${size}" fill="url(#g)"/>`,
      logoBox: size * 0.6,
    }),
  })),
  // Apple touch icon: opaque square (iOS rounds the corners itself).
  {
    file: 'apple-touch-icon-180.png',
    size: 180,
    transparent: false,
    opaque: true,
    svg: iconSvg(180, {
      background: `<rect width="180" height="180" fill="${OFF_WHITE}"/>`,
      logoBox: 180 * 0.76,
    }),
  },
  // Favicons: the logo alone on transparency, nearly edge to edge so it reads at tab size.
  ...[32, 48].map((size) => ({
    file: `favicon-${size}.png`,
    size,
    transparent: true,
    svg: iconSvg(size, { logoBox: size - 2 }),
  })),
];

/**
 * Re-encodes an 8-bit RGBA PNG (as Chromium writes screenshots) as 8-bit RGB, so the Apple
 * touch icon carries no alpha channel at all. Throws if any pixel is not fully opaque.
 */
function rgbaPngToRgb(png) {
  const sig = png.subarray(0, 8);
  let pos = 8;
  let width = 0;
  let height = 0;
  const idat = [];
  while (pos < png.length) {
    const len = png.readUInt32BE(pos);
    const type = png.toString('latin1', pos + 4, pos + 8);
    const data = png.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [depth, colour, , , interlace] = data.subarray(8);
      if (depth !== 8 || interlace !== 0) throw new Error('Unexpected PNG format');
      if (colour === 2) return png; // already RGB
      if (colour !== 6) throw new Error(`Unexpected PNG colour type ${colour}`);
    } else if (type === 'IDAT') idat.push(data);
    pos += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const bpp = 4;
  const stride = width * bpp;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = pixels.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? out[i - bpp] : 0;
      const b = prev[i];
      const c = i >= bpp ? prev[i - bpp] : 0;
      let v;
      switch (filter) {
        case 0:
          v = 0;
          break;
        case 1:
          v = a;
          break;
        case 2:
          v = b;
          break;
        case 3:
          v = (a + b) >> 1;
          break;
        case 4: {
          const p = a + b - c;
          const pa = Math.abs(p - a);
          const pb = Math.abs(p - b);
          const pc = Math.abs(p - c);
          v = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
          break;
        }
        default:
          throw new Error(`Unknown PNG filter ${filter}`);
      }
      out[i] = (line[i] + v) & 0xff;
    }
  }
  const rgb = Buffer.alloc(height * (width * 3 + 1));
  for (let y = 0; y < height; y++) {
    const o = y * (width * 3 + 1); // filter byte 0 (none)
    for (let x = 0; x < width; x++) {
      const p = y * stride + x * 4;
      if (pixels[p + 3] !== 255) throw new Error(`Pixel ${x},${y} is not opaque`);
      pixels.copy(rgb, o + 1 + x * 3, p, p + 3);
    }
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter method, no interlace
  return Buffer.concat([
    sig,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rgb, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

await mkdir(iconsDir, { recursive: true });

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });

try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<!doctype html><html><head><style>
  html, body { margin: 0; padding: 0; background: transparent; overflow: hidden; }
  svg { display: block; }
</style></head><body>${icon.svg}</body></html>`,
    );
    let png = await page.screenshot({
      type: 'png',
      omitBackground: icon.transparent,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    if (icon.opaque) png = rgbaPngToRgb(png);
    const out = join(iconsDir, icon.file);
    await writeFile(out, png);
    console.log(`wrote ${relative(process.cwd(), out)} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}

const faviconOut = join(staticDir, 'favicon.svg');
await writeFile(faviconOut, logoSvg.replace(/\s*<title>[^<]*<\/title>/, ''));
console.log(`wrote ${relative(process.cwd(), faviconOut)}`);
