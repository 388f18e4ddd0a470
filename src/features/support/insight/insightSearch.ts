import { isTraceMachine } from '../../../flows/registry';
import type { InsightSearch } from './insightView';

// The insight page's address as its route reads it, before the console is in: any machine
// name. Once the console is, a name the flow registry lacks reads as the sign-up, as the
// route's other values that are not one read as their default.
export type InsightAddress = Omit<InsightSearch, 'machine'> & { machine: string };

export const insightSearchOf = (address: InsightAddress): InsightSearch => ({
  ...address,
  machine: isTraceMachine(address.machine) ? address.machine : 'signup',
});
