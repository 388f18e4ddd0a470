import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the whole page once its transitions have ended; each violation comes back as
 * one readable line per rule. Read mid-fade (a tab turning selected as the session is read),
 * a colour is neither the one before nor the one after, and its contrast is nobody's.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(`Promise.all(
    document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
      .map((a) => a.finished.catch(() => undefined)),
  )`);
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
