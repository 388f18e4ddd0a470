import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the whole page; each violation comes back as one readable line per rule. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
}

/** Fails with the list of what axe found, if anything. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const found = await axeViolations(page);
  expect(found, found.join('\n')).toEqual([]);
}
