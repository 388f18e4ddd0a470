import axe from 'axe-core';

// Accessibility violations as "rule: nodes" lines, so a failing assertion says what to fix.
// jsdom has no layout, so colour contrast is left to the browser checks; every other rule
// applies. Pass `{ fragment: true }` for a component rendered outside the page's landmarks.
export async function axeViolations(
  context: Element,
  { fragment = false }: { fragment?: boolean } = {},
): Promise<string[]> {
  const result = await axe.run(context, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: !fragment } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

// A rendered route's own content (header and footer have their own checks).
export function pageViolations(): Promise<string[]> {
  const main = document.querySelector('main');
  if (!main) throw new Error('no main landmark');
  return axeViolations(main);
}
