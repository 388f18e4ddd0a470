// The working tree as version control sees it: every path that differs from the last commit
// or is neither tracked nor ignored, with a hash of its content. Comparing two of them tells
// what happened in between, even to a file that was already modified before.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** Each such path with its two-letter status and content hash. */
export type TreeState = Record<string, string>;

function contentHash(path: string): string {
  try {
    return createHash('sha1').update(readFileSync(path)).digest('hex');
  } catch {
    return 'unreadable'; // deleted, or a folder (a nested repository)
  }
}

export function treeState(): TreeState {
  const listing = execFileSync(
    'git',
    ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--ignore-submodules=none'],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const fields = listing.split('\0');
  const state: TreeState = {};
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i];
    if (!field) continue;
    const status = field.slice(0, 2);
    const path = field.slice(3);
    // A rename or copy names its origin in the next field.
    if (/[RC]/.test(status[0] ?? '')) i++;
    state[path] = `${status} ${contentHash(path)}`;
  }
  return state;
}

/** The paths whose status or content differs between two states, each with what it was and is. */
export function treeChanges(before: TreeState, after: TreeState): string[] {
  const describe = (entry: string | undefined) => (entry ? `"${entry.slice(0, 2)}"` : 'clean');
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((path) => before[path] !== after[path])
    .sort()
    .map((path) => {
      const [was, is] = [before[path], after[path]];
      const how = was && is && was.slice(0, 2) === is.slice(0, 2) ? 'content changed' : '';
      return `${path}: ${describe(was)} -> ${describe(is)}${how ? ` (${how})` : ''}`;
    });
}
