import axe from 'axe-core';

// Accessibility violations in a rendered container, as "rule: first node" lines so a
// failing assertion says what to fix. Colour contrast needs layout, which jsdom lacks;
// "region" is a page-level rule (the app puts every form inside main#main).
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes[0]?.html ?? ''}`);
}
