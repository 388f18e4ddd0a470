import { describe, expect, test } from 'vitest';
import { parseHowItWorksSearch } from '../../src/schemas/howItWorksSearch';

// The router hands over what it parsed from the query, of any shape.
const parse = (raw: Record<string, unknown>) =>
  parseHowItWorksSearch(raw as Parameters<typeof parseHowItWorksSearch>[0]);

describe('how-it-works search', () => {
  test.each([
    [0, 0],
    [1, 1],
    ['0', 0],
    ['1', 1],
  ])('activeTab %j selects tab %i', (activeTab, expected) => {
    expect(parse({ activeTab }).activeTab).toBe(expected);
  });

  test.each([undefined, 'abc', '', 7, -1, 1.5, '1.0', [1], { tab: 1 }, null, true])(
    'activeTab %j falls back to the businesses tab',
    (activeTab) => {
      expect(parse({ activeTab }).activeTab).toBe(0);
    },
  );

  test('a missing activeTab means the businesses tab', () => {
    expect(parse({})).toEqual({ activeTab: 0 });
  });

  test.each([
    [1, 1],
    ['3', 3],
    [12, 12],
  ])('openedQuestion %j opens question %i', (openedQuestion, expected) => {
    expect(parse({ openedQuestion }).openedQuestion).toBe(expected);
  });

  test.each([0, -2, 2.5, 'two', '', [1], null])(
    'openedQuestion %j is dropped instead of failing the page',
    (openedQuestion) => {
      const search = parse({ activeTab: 1, openedQuestion });
      expect(search).toEqual({ activeTab: 1, openedQuestion: undefined });
    },
  );
});
