// Writes public/favicon.ico (16, 32 and 48 px) and public/apple-touch-icon.png (180 px) from
// public/favicon.svg, drawn by Chromium so the rounded corners are smoothed as a browser
// smooths them. Browsers and crawlers ask for /favicon.ico whatever the page links, and iOS
// for the touch icon. Run after changing the mark or its colours, and commit the files.
//   npm run favicons
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/e2e/helpers/chromium';

const svg = readFileSync('public/favicon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

async function png(size: number, background?: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const fill = background ? `background:${background};` : '';
  await page.setContent(
    `<body style="margin:0;${fill}"><img width="${size}" height="${size}" src="data:image/svg+xml,${encodeURIComponent(svg)}"></body>`,
  );
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  const shot = await page.screenshot({ omitBackground: !background });
  await page.close();
  return shot;
}

// An ICO file whose images are PNGs, as every browser since 2007 reads them.
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
}

try {
  const sizes = [16, 32, 48];
  const images = await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })));
  writeFileSync('public/favicon.ico', ico(images));
  // iOS puts the touch icon on its own rounded tile, so it gets the brand green to the edges.
  writeFileSync('public/apple-touch-icon.png', await png(180, '#0f5d4f'));
  console.log('wrote public/favicon.ico and public/apple-touch-icon.png');
} finally {
  await browser.close();
}
