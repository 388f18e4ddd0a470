import { languageOfferCopy as copy } from '../content/languageOffer';
import { GlobeIcon } from './header/icons';
import type { LanguageLink } from './header/LanguageSwitch';
import './footCard.css';
import './languageOffer.css';

// A small card at the foot of the screen, over the page rather than in it, so nothing moves
// when it appears; it takes no focus and goes on either answer. Following it is the language
// switch itself.
export function LanguageOffer({ link, onDismiss }: { link: LanguageLink; onDismiss: () => void }) {
  return (
    <aside className="foot-card language-offer" lang="ar" dir="rtl" aria-label={copy.label}>
      <span className="language-offer__icon">
        <GlobeIcon />
      </span>
      <p className="language-offer__lead">{copy.lead}</p>
      <div className="language-offer__actions">
        <a
          className="btn btn--sm"
          href={link.href}
          hrefLang={link.lang}
          data-live-href=""
          onClick={(event) => link.onFollow(event.currentTarget)}
        >
          {copy.accept}
        </a>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDismiss}>
          {copy.dismiss}
        </button>
      </div>
    </aside>
  );
}
