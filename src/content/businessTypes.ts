// The business types a business owner picks from at sign-up. The ids are what the register
// call sends in businessTypeIds: stable, never reused, never renumbered (append new ones).
export interface BusinessType {
  id: number;
  name: string;
}

export const businessTypes: readonly BusinessType[] = [
  { id: 1, name: 'Gym' },
  { id: 2, name: 'Yoga studio' },
  { id: 3, name: 'Pilates studio' },
  { id: 4, name: 'Fitness studio' },
  { id: 5, name: 'Martial arts' },
  { id: 6, name: 'Dance studio' },
  { id: 7, name: 'CrossFit box' },
  { id: 8, name: 'Swimming' },
  { id: 9, name: 'Spa' },
  { id: 10, name: 'Salon' },
  { id: 11, name: 'Personal trainer' },
  { id: 12, name: 'Outdoor classes' },
  { id: 13, name: 'Wellness center' },
  { id: 14, name: 'Sports academy' },
  { id: 15, name: 'Other' },
];
