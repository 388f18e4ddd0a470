// Writes docs/flows/*.md: each production machine drawn from its definition. Run after
// changing a machine; a unit test fails while the pages are stale.
import { mkdirSync, writeFileSync } from 'node:fs';
import { flowDocs } from './lib/flowDiagrams';

const dir = 'docs/flows';
mkdirSync(dir, { recursive: true });
for (const [file, text] of Object.entries(flowDocs())) {
  writeFileSync(`${dir}/${file}`, text);
  console.log(`wrote ${dir}/${file}`);
}
