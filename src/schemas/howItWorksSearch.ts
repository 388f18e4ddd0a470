import * as v from 'valibot';

// Query of /how-it-works. Links, bookmarks and hand-typed URLs all land here, so every field
// degrades to a default instead of throwing: a bad URL still shows a useful page.

export const HOW_IT_WORKS_TABS = { businesses: 0, members: 1 } as const;
export type HowItWorksTab = (typeof HOW_IT_WORKS_TABS)[keyof typeof HOW_IT_WORKS_TABS];

// The router parses `?activeTab=1` to the number 1, but a URL built by hand or by another
// site may carry "1" as a string; both mean the same tab.
const wholeNumber = v.union([
  v.pipe(v.number(), v.integer()),
  v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/), v.transform(Number)),
]);

const TabSchema = v.pipe(wholeNumber, v.picklist([0, 1] as const));
const QuestionIdSchema = v.pipe(wholeNumber, v.minValue(1));

export const HowItWorksSearchSchema = v.object({
  activeTab: v.fallback(
    v.optional(TabSchema, HOW_IT_WORKS_TABS.businesses),
    HOW_IT_WORKS_TABS.businesses,
  ),
  openedQuestion: v.fallback(v.optional(QuestionIdSchema), undefined),
});

export type HowItWorksSearch = v.InferOutput<typeof HowItWorksSearchSchema>;
