// Runs the browser tests (Playwright, tests/e2e) with Debian's Chromium. SKIP_BROWSER_TESTS=1
// skips them (for machines without a browser); otherwise a missing Chromium fails with one
// line saying how to get one.
import { spawnSync } from 'node:child_process';
import { chromiumFound, chromiumPath, missingChromiumMessage } from '../tests/e2e/helpers/chromium';

if (process.env.SKIP_BROWSER_TESTS === '1') {
  const found = chromiumFound() ? `Chromium at ${chromiumPath} not used` : 'no Chromium found';
  console.log(`Browser tests skipped (SKIP_BROWSER_TESTS=1; ${found}).`);
  process.exit(0);
}
if (!chromiumFound()) {
  console.error(missingChromiumMessage);
  process.exit(1);
}

const result = spawnSync(
  process.execPath,
  ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
