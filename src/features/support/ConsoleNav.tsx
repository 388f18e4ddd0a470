import { ConsoleLink, useConsoleMatchRoute } from './routing';
import { useEffect, useRef } from 'react';
import { supportCopy } from './copy';
import './support.css';

const text = supportCopy.nav;

// The console's pages: the traces owners sent, and the field vitals. Each link is the page's
// own address, so the one on screen reads as the current page.
export function ConsoleNav() {
  // A trace's own page is within the traces: the section reads as current there too.
  const onTrace = !!useConsoleMatchRoute()({ to: '/support/traces/$reference' });
  return (
    <nav className="support__nav" aria-label={text.label}>
      <ConsoleLink
        to="/support"
        className="support__nav-link"
        activeOptions={{ exact: true, includeSearch: false }}
        {...(onTrace ? { 'aria-current': 'true' as const } : {})}
      >
        {text.traces}
      </ConsoleLink>
      <ConsoleLink
        to="/support/vitals"
        className="support__nav-link"
        activeOptions={{ includeSearch: false }}
      >
        {text.vitals}
      </ConsoleLink>
      <ConsoleLink
        to="/support/insight"
        search={{ machine: 'signup' }}
        className="support__nav-link"
        activeOptions={{ includeSearch: false }}
      >
        {text.insight}
      </ConsoleLink>
    </nav>
  );
}

// The top of every console page: its title, which takes the focus when the page opens, the
// sign-out button and the pages' navigation.
export function ConsoleHeader({
  title,
  onSignOut,
  signedInAs,
}: {
  title: string;
  onSignOut: () => void;
  // The staff member's email, when the tab kept it.
  signedInAs?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Again when the title changes: another trace opened on the same page.
  useEffect(() => heading.current?.focus(), [title]);
  return (
    <>
      <div className="support__bar">
        <h1 className="support__title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <div className="support__who">
          {signedInAs ? <span>{supportCopy.signedInAs(signedInAs)}</span> : null}
          <button type="button" className="btn btn--outline btn--sm" onClick={onSignOut}>
            {supportCopy.list.signOut}
          </button>
        </div>
      </div>
      <ConsoleNav />
    </>
  );
}
