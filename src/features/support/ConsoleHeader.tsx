import { chromeCopy } from '../../content/navigation';
import { localizePath } from '../../i18n/localePath';
import { getLocale } from '../../paraglide/runtime.js';
import { Logo } from '../../ui/Logo';
import { LanguageSwitch, type LanguageLink } from '../../ui/header/LanguageSwitch';
import '../../ui/header/header.css';

// The console's header: the logo, the console's name and the language switch, none of the
// owners' links; each page has its own sections and sign-out. The logo is a plain link: the
// owners' home is another page, which this router does not know.
// Without a language link it is the static frame the console's page paints first (the
// build writes it into console.html), which the app then replaces.
export function ConsoleHeader({ language }: { language?: LanguageLink }) {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <a href={localizePath('/', getLocale())} className="site-header__logo">
          <Logo /> <span className="visually-hidden">{chromeCopy.homeSuffix}</span>
        </a>
        <p className="site-header__console">{chromeCopy.console}</p>
        {language ? <LanguageSwitch link={language} className="site-header__language" /> : null}
      </div>
    </header>
  );
}

export function ConsoleSkeleton() {
  return (
    <>
      <ConsoleHeader />
      <main id="main">
        <section className="section support">
          <div className="container">
            <span className="spinner" aria-hidden="true" />
          </div>
        </section>
      </main>
    </>
  );
}
