import * as v from 'valibot';
import { VITALS_PERIODS } from '../../../schemas/vitals';

// What /support/vitals reads from its address. `days`: the period shown, 7 (the default) or
// 28; anything else reads as 7.
export const VitalsSearch = v.object({
  days: v.fallback(v.optional(v.picklist(VITALS_PERIODS), 7), 7),
});
