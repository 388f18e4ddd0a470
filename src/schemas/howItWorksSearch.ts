import { oneOf, wholeNumber, type SearchInput } from './searchParams';

// Query of /how-it-works: which tab is open, and which question of its FAQ.

export const HOW_IT_WORKS_TABS = { businesses: 0, members: 1 } as const;
export type HowItWorksTab = (typeof HOW_IT_WORKS_TABS)[keyof typeof HOW_IT_WORKS_TABS];

export interface HowItWorksSearch {
  activeTab: HowItWorksTab;
  openedQuestion: number | undefined;
}

export function parseHowItWorksSearch(search: SearchInput<HowItWorksSearch>): HowItWorksSearch {
  const question = wholeNumber(search.openedQuestion);
  return {
    activeTab: oneOf([0, 1], wholeNumber(search.activeTab)) ?? HOW_IT_WORKS_TABS.businesses,
    openedQuestion: question !== undefined && question >= 1 ? question : undefined,
  };
}
