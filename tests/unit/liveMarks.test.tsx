// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import { liveAttribute, withLiveMark } from '../../src/slowPhone/liveMarks';
import { createAppRouter } from '../../src/router';

const pageLive = () => document.documentElement.hasAttribute(liveAttribute('page'));

afterEach(() => document.documentElement.removeAttribute(liveAttribute('page')));

// The hold on what a visitor does before a prerendered page is live ends on these marks
// (src/slowPhone/earlyEvents.ts): a route whose component never set it would hold every tap on its
// content until the hold gives up.
describe('live marks', () => {
  it("marks the page live as a marked component commits, and keeps a split route's preload", async () => {
    const preload = () => Promise.resolve();
    const Content = Object.assign(() => <p>content</p>, { preload });
    const Marked = withLiveMark(Content);
    expect(Marked.preload).toBe(preload);
    expect(pageLive()).toBe(false);
    render(<Marked />);
    expect(pageLive()).toBe(true);
  });

  it('marks a component once, however many routers are made from the same routes', () => {
    const Content = () => <p>content</p>;
    const Marked = withLiveMark(Content);
    expect(withLiveMark(Marked)).toBe(Marked);
  });

  it("gives every route's component the mark", () => {
    const router = createAppRouter({
      history: createMemoryHistory({ initialEntries: ['/'] }),
      ownsDocument: false,
    });
    const again = createAppRouter({
      history: createMemoryHistory({ initialEntries: ['/'] }),
      ownsDocument: false,
    });
    const routesOf = (made: typeof router) =>
      made.routesById as unknown as Record<
        string,
        { isRoot: boolean; options: { component?: unknown } }
      >;
    for (const [id, route] of Object.entries(routesOf(router))) {
      const component = route.options.component as { name: string } | undefined;
      if (route.isRoot || !component) continue;
      expect(component.name, id).toBe('Live');
      expect(routesOf(again)[id]?.options.component, id).toBe(component);
    }
  });
});
