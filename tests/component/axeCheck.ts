import axe from 'axe-core';

// Runs axe over a rendered subtree. jsdom has no layout, so colour contrast is left to the
// browser checks; every other rule applies.
export async function axeViolations(context: Element) {
  const result = await axe.run(context, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
