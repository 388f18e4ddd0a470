import * as v from 'valibot';
import { isTraceMachine } from '../../../flows/registry';
import { calendarDay } from '../../../schemas/calendarDay';
import type { InsightSearch } from './insightView';

const day = calendarDay();

// What /support/insight reads from its address. A value that is not one reads as its
// default, as a day that is not one reads as none; a machine name is any bounded text here,
// and one the flow registry lacks reads as the sign-up once the loader has it.
export const InsightAddressSearch = v.object({
  machine: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(60)), 'signup'), 'signup'),
  locale: v.fallback(v.optional(v.picklist(['en', 'ar'])), undefined),
  from: v.fallback(v.optional(day), undefined),
  to: v.fallback(v.optional(day), undefined),
  compare: v.fallback(v.optional(v.boolean(), false), false),
});

export type InsightAddress = Omit<InsightSearch, 'machine'> & { machine: string };

export const insightSearchOf = (address: InsightAddress): InsightSearch => ({
  ...address,
  machine: isTraceMachine(address.machine) ? address.machine : 'signup',
});
