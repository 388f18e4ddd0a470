// The thank-you page. `html` is the contact service's answer, already sanitized by the
// caller; without it the page shows its own thank-you text.
import { Link } from '@tanstack/react-router';
import { thankYouCopy } from '../../content/contact';
import { CheckIcon } from './icons';
import './contact.css';

export function ThankYouSection({
  html,
  traceReference,
}: {
  html?: string;
  traceReference?: string;
}) {
  return (
    <section className="section section--sand thank-you" aria-labelledby="thank-you-title">
      <div className="container container--narrow">
        <div className="card thank-you__card">
          <span className="thank-you__badge">
            <CheckIcon />
          </span>
          {html ? (
            <>
              {/* The answer brings its own headline, so the page title steps back to a label. */}
              <h1 id="thank-you-title" className="eyebrow thank-you__label">
                {thankYouCopy.eyebrow}
              </h1>
              <div
                className="thank-you__response thank-you__response--service"
                // Sanitized by the caller with DOMPurify (src/app/thankYou.ts).
                dangerouslySetInnerHTML={{ __html: html }}
              />
            </>
          ) : (
            <>
              <p className="eyebrow">{thankYouCopy.eyebrow}</p>
              <h1 id="thank-you-title" className="thank-you__title">
                {thankYouCopy.title}
              </h1>
              <div className="thank-you__response">
                {thankYouCopy.fallback.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </div>
            </>
          )}
          {traceReference ? (
            <p className="thank-you__reference">{thankYouCopy.reference(traceReference)}</p>
          ) : null}
          <Link to="/" className="btn thank-you__home">
            {thankYouCopy.backHome}
          </Link>
        </div>
      </div>
    </section>
  );
}
