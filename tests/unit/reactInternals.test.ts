import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

// Input before the page is live is held and handed over on the app's own word, the live
// marks it sets as each part commits (src/slowPhone/liveMarks.ts), never by reading React's private
// keys on elements: a React release renaming them would break the page with every test still
// green. This keeps it so, in the app and in its tests.
const PRIVATE_KEY = new RegExp(['__', 'react', '[A-Z][A-Za-z]*\\$'].join(''));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'paraglide' ? [] : files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

test("nothing in the app or its tests reads React's private keys on elements", () => {
  const readers = [...files('src'), ...files('tests')].filter((path) =>
    PRIVATE_KEY.test(readFileSync(path, 'utf8')),
  );
  expect(readers).toEqual([]);
});
