// `npm test` starts with `tsx scripts/tree-check.ts record` and ends with `... verify`: a
// run must leave the working tree as it found it, generated files included. Changes made
// before the run do not fail it; anything written since where version control sees it
// (a tracked file, or a new file that is not ignored) does, named by path.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { treeChanges, treeState, type TreeState } from './lib/workingTree';

const RECORD = 'node_modules/.cache/tree-before-test.json';

const command = process.argv[2];
if (command === 'record') {
  mkdirSync(dirname(RECORD), { recursive: true });
  writeFileSync(RECORD, JSON.stringify(treeState()));
} else if (command === 'verify') {
  const before = JSON.parse(readFileSync(RECORD, 'utf8')) as TreeState;
  const changes = treeChanges(before, treeState());
  if (changes.length) {
    console.error(
      `The run changed the working tree (git status), where only ignored files may change:\n  ${changes.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log('The working tree is as the run found it.');
} else {
  console.error('usage: tsx scripts/tree-check.ts record|verify');
  process.exit(2);
}
