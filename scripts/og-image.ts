// Writes public/og-image.png, the picture link previews show for every page: the favicon's
// mark on the brand green, at the 1200×630 size Open Graph and X ask for. Plain node, no
// image library: the mark is made of straight edges, so filling rectangles draws it exactly.
// Run after changing the mark or the colours, and commit the file.
import { writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 1200;
const HEIGHT = 630;
const GREEN = [0x0f, 0x5d, 0x4f];
const YELLOW = [0xf4, 0xc9, 0x5d];

// public/favicon.svg's "T" in its 32-unit box: the bar, then the stem.
const MARK = [
  { x0: 9, y0: 10, x1: 23, y1: 13.5 },
  { x0: 14.2, y0: 13.5, x1: 17.8, y1: 23 },
];
const SCALE = 30;
// Centre the mark's 14×13-unit box.
const offsetX = (WIDTH - 14 * SCALE) / 2 - 9 * SCALE;
const offsetY = (HEIGHT - 13 * SCALE) / 2 - 10 * SCALE;

function colourAt(x: number, y: number): number[] {
  const inMark = MARK.some(
    (r) =>
      x >= offsetX + r.x0 * SCALE &&
      x < offsetX + r.x1 * SCALE &&
      y >= offsetY + r.y0 * SCALE &&
      y < offsetY + r.y1 * SCALE,
  );
  return inMark ? YELLOW : GREEN;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(WIDTH, 0);
header.writeUInt32BE(HEIGHT, 4);
header[8] = 8; // bits per channel
header[9] = 2; // truecolour RGB
// Compression, filter and interlace methods stay 0.

// Each row: filter type 0 (none), then RGB pixels.
const raw = Buffer.alloc(HEIGHT * (1 + WIDTH * 3));
for (let y = 0; y < HEIGHT; y++) {
  const row = y * (1 + WIDTH * 3);
  for (let x = 0; x < WIDTH; x++) raw.set(colourAt(x, y), row + 1 + x * 3);
}

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync('public/og-image.png', png);
console.log(`wrote public/og-image.png (${png.length} bytes)`);
