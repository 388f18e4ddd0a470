// Writes src/slowPhone/phoneMetadata.eg.gen.json from the installed libphonenumber-js. Run
// after upgrading the library; a unit test fails while the file is stale.
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { EGYPT_METADATA_FILE, egyptMetadata } from './lib/phoneMetadata';

const options = { ...(await resolveConfig(EGYPT_METADATA_FILE)), filepath: EGYPT_METADATA_FILE };
writeFileSync(EGYPT_METADATA_FILE, await format(JSON.stringify(egyptMetadata()), options));
console.log(`wrote ${EGYPT_METADATA_FILE}`);
