// What a flow step drawn in the browser (the code screen, the new password) shows until its
// code and the flows are in: the frame of the step's card, its three steps and the shape of
// a heading, a line and a field. The build puts the same markup, with the header's logo, in
// the bare page those steps arrive as (scripts/build.ts), so the first paint is the step's
// frame, and the app draws the same frame while it waits.
// Straight from the catalogue: the flows' texts would pull every flow screen into the app.
import { m } from '../../paraglide/messages.js';
import { Logo } from '../Logo';

export function StepSkeleton() {
  return (
    <section className="step-skeleton section" role="status">
      <div className="container">
        <div className="step-skeleton__card card">
          <h1 className="visually-hidden step-skeleton__heading">{m.flow_loading_step()}</h1>
          <div className="step-skeleton__steps" aria-hidden="true">
            {[0, 1, 2].map((step) => (
              <span key={step} className="step-skeleton__step">
                <span className="step-skeleton__mark" />
                <span className="skeleton-bar step-skeleton__label" />
              </span>
            ))}
          </div>
          <div aria-hidden="true">
            <span className="skeleton-bar step-skeleton__title" />
            <span className="skeleton-bar step-skeleton__line" />
            <span className="skeleton-bar step-skeleton__line step-skeleton__line--short" />
            <span className="skeleton-bar step-skeleton__field" />
            <span className="skeleton-bar step-skeleton__button" />
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * The bare page's first paint: the header's logo bar above the step's frame. Static markup
 * the app replaces when it renders; the logo is a plain link home until then.
 */
export function ShellSkeleton({ home }: { home: string }) {
  return (
    <>
      <header className="site-header">
        <div className="container site-header__bar">
          <a href={home} className="site-header__logo">
            <Logo />
          </a>
        </div>
      </header>
      <main id="main">
        <StepSkeleton />
      </main>
    </>
  );
}
