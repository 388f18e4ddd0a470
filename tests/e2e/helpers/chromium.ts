import { accessSync, constants } from 'node:fs';

// Debian's Chromium, never a downloaded browser. CHROME_PATH points elsewhere when needed.
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const missingChromiumMessage =
  `Browser tests need Chromium at ${chromiumPath}: install it with ` +
  '`apt-get install -y chromium`, set CHROME_PATH to a Chromium binary, ' +
  'or set SKIP_BROWSER_TESTS=1 to skip them.';

export function chromiumFound(): boolean {
  try {
    accessSync(chromiumPath, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
