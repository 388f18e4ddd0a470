// Writes src/schemas/flowManifest.gen.json from the production machines and the forms each
// flow shows, and beside it src/schemas/flowTransitions.gen.json, their transitions and moves;
// and src/content/namedWords.gen.ts, the console's words the registry names by key.
// Run after changing a machine or a form's fields or rules; a unit test fails while either
// file is stale. A machine whose version changes leaves its former
// lists in src/schemas/flowManifest.history.json, so traces that version recorded (a tab
// open across the release, a trace support keeps) are still taken and read.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import type { FlowManifest, ManifestHistory } from '../src/schemas/flowTrace';
import { buildFlowManifest, buildFlowTransitions, withEarlier } from './lib/flowManifest';
import { namedWordsModule } from './lib/namedWords';

const file = 'src/schemas/flowManifest.gen.json';
const historyFile = 'src/schemas/flowManifest.history.json';
const transitionsFile = 'src/schemas/flowTransitions.gen.json';

const read = <T>(path: string, empty: T): T =>
  existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : empty;

// Formatted as the repository's own check wants it, so a fresh file passes `npm run lint`.
async function write(path: string, value: unknown) {
  const options = { ...(await resolveConfig(path)), filepath: path };
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  writeFileSync(path, await format(text, options));
  console.log(`wrote ${path}`);
}

const before = read<FlowManifest | undefined>(file, undefined);
const manifest = buildFlowManifest();
const history = read<ManifestHistory>(historyFile, { machines: {} });
await write(file, manifest);
await write(transitionsFile, buildFlowTransitions(manifest));
await write(historyFile, before ? withEarlier(history, before, manifest) : history);
await write('src/content/namedWords.gen.ts', namedWordsModule());
