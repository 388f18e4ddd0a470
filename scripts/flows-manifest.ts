// Writes src/schemas/flowManifest.gen.json from the production machines. Run after changing
// a machine's states or events; a unit test fails while the file is stale.
import { writeFileSync } from 'node:fs';
import { buildFlowManifest } from './lib/flowManifest';

const file = 'src/schemas/flowManifest.gen.json';
writeFileSync(file, `${JSON.stringify(buildFlowManifest(), null, 2)}\n`);
console.log(`wrote ${file}`);
