import type { AnyRouter } from '@tanstack/react-router';

// After a navigation or a redirect the focus would stay on the link that was pressed (or on
// nothing): keyboard and screen-reader users would start again from the top of the page.
// Unless the new page placed the focus itself (a flow's heading, the code's first box, the
// password after sign-up), it goes to the section the address names (#download) or else to
// the page's main heading. Only the first load and in-page moves (a hash, a tab) keep theirs.
export function focusOnNavigate(router: AnyRouter): () => void {
  return router.subscribe('onRendered', (event) => {
    const { fromLocation: from, toLocation: to } = event;
    if (!from || !event.hrefChanged) return;
    if (!event.pathChanged && to.searchStr === from.searchStr) return;
    // After the page's own effects, which may have placed the focus already.
    requestAnimationFrame(() => {
      const main = document.getElementById('main');
      if (!main || main.contains(document.activeElement)) return;
      const section = to.hash ? document.getElementById(to.hash) : null;
      const target =
        (section && main.contains(section) ? section : null) ?? main.querySelector('h1') ?? main;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    });
  });
}
