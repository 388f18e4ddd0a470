import { chromeCopy } from '../../content/navigation';
import { GlobeIcon } from './icons';
import './languageSwitch.css';

export interface LanguageLink {
  href: string;
  lang: string;
  // Called as the link is followed, with the link: it may correct the address.
  onFollow: (link: HTMLAnchorElement) => void;
}

// A plain link, not a router one: the other language is another build of the site, so the
// switch loads the page afresh at its other-language address (search included). Whatever a
// flow kept in the tab comes along.
export function LanguageSwitch({ link, className }: { link: LanguageLink; className?: string }) {
  return (
    <a
      className={['language-switch', className].filter(Boolean).join(' ')}
      href={link.href}
      hrefLang={link.lang}
      lang={link.lang}
      data-live-href=""
      onClick={(event) => link.onFollow(event.currentTarget)}
    >
      <GlobeIcon />
      {chromeCopy.otherLanguage}
    </a>
  );
}
