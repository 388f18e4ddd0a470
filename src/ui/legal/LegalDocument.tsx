import { useMemo } from 'react';
import { formatNumber } from '../../i18n/format';
import { legalLabels, type LegalDocumentContent } from '../../content/legal';
import { LegalBlocks } from './RichText';
import { useActiveSection } from './useActiveSection';
import './legal.css';

const TOP_ID = 'top';
const CONTENTS_ID = 'contents';

// Terms and privacy share one layout: a header with the update date, a numbered table of
// contents (sticky beside the text on wide screens) and numbered, linkable sections.
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  const ids = useMemo(() => document.sections.map((section) => section.id), [document]);
  const active = useActiveSection(ids);
  return (
    <article className="legal">
      <header className="legal__hero" id={TOP_ID}>
        <div className="container">
          <p className="eyebrow">{legalLabels.eyebrow}</p>
          <h1>{document.title}</h1>
          <p className="legal__updated">
            {legalLabels.lastUpdated}{' '}
            <time dateTime={document.lastUpdatedIso}>{document.lastUpdated}</time>
          </p>
        </div>
      </header>
      <div className="container legal__layout">
        <nav className="legal__toc" aria-labelledby={CONTENTS_ID}>
          <h2 id={CONTENTS_ID} className="legal__toc-title">
            {legalLabels.contents}
          </h2>
          <ol className="legal__toc-list">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  aria-current={section.id === active ? 'location' : undefined}
                >
                  <span className="legal__toc-number">{`${formatNumber(index + 1)}.`}</span>{' '}
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body">
          <div className="legal__intro">
            <LegalBlocks blocks={document.intro} />
          </div>
          {document.sections.map((section, index) => (
            <section key={section.id} id={section.id} className="legal__section">
              <h2>
                <span className="legal__number">{`${formatNumber(index + 1)}.`}</span>{' '}
                {section.title}
              </h2>
              {section.empty ? (
                <p className="legal__empty">{legalLabels.emptySection}</p>
              ) : (
                <LegalBlocks blocks={section.blocks} />
              )}
              <a className="legal__back" href={`#${TOP_ID}`}>
                {legalLabels.backToTop}
              </a>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
