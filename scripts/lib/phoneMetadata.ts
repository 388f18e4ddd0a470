// Egypt's numbering plan cut from the library's mobile metadata: what the phone fields need
// for the numbers almost every owner types, at a hundredth of the whole world's size.
import type { MetadataJson } from 'libphonenumber-js/core';
import world from 'libphonenumber-js/metadata.mobile.json';

export const EGYPT_METADATA_FILE = 'src/slowPhone/phoneMetadata.eg.gen.json';

export function egyptMetadata(): MetadataJson {
  const all = world as unknown as MetadataJson;
  return {
    version: all.version,
    country_calling_codes: { '20': ['EG'] },
    countries: { EG: all.countries.EG },
    nonGeographic: {},
  };
}
