// Writes src/schemas/flowManifest.gen.json from the production machines and the forms each
// flow shows. Run after changing a machine's states or events or a form's fields or rules; a
// unit test fails while the file is stale.
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { buildFlowManifest } from './lib/flowManifest';

const file = 'src/schemas/flowManifest.gen.json';
// Formatted as the repository's own check wants it, so a fresh file passes `npm run lint`.
const options = { ...(await resolveConfig(file)), filepath: file };
writeFileSync(file, await format(JSON.stringify(buildFlowManifest(), null, 2), options));
console.log(`wrote ${file}`);
