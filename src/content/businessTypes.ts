import { m } from '../paraglide/messages.js';

// The business types a business owner picks from at sign-up. The ids are what the register
// call sends in businessTypeIds: stable, never reused, never renumbered (append new ones).
export interface BusinessType {
  id: number;
  name: string;
}

export const businessTypes: readonly BusinessType[] = [
  { id: 1, name: m.business_types_gym() },
  { id: 2, name: m.business_types_yoga_studio() },
  { id: 3, name: m.business_types_pilates_studio() },
  { id: 4, name: m.business_types_fitness_studio() },
  { id: 5, name: m.business_types_martial_arts() },
  { id: 6, name: m.business_types_dance_studio() },
  { id: 7, name: m.business_types_crossfit_box() },
  { id: 8, name: m.business_types_swimming() },
  { id: 9, name: m.business_types_spa() },
  { id: 10, name: m.business_types_salon() },
  { id: 11, name: m.business_types_personal_trainer() },
  { id: 12, name: m.business_types_outdoor_classes() },
  { id: 13, name: m.business_types_wellness_center() },
  { id: 14, name: m.business_types_sports_academy() },
  { id: 15, name: m.business_types_other() },
];
