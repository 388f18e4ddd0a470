import { Link } from '@tanstack/react-router';
import { brand } from '../content/brand';
import { chromeCopy, footerColumns, footerPitch, socialLinks } from '../content/navigation';
import { LanguageSwitch, type LanguageLink } from './header/LanguageSwitch';
import { Logo } from './Logo';
import { StoreBadges } from './StoreBadges';
import { SocialIcon } from './footer/SocialIcon';
import './footer/footer.css';

export function Footer({ language }: { language: LanguageLink }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__top">
        <div className="site-footer__brand">
          <Link to="/" className="site-footer__logo">
            <Logo tone="light" /> <span className="visually-hidden">{chromeCopy.homeSuffix}</span>
          </Link>
          <p className="site-footer__pitch">{footerPitch}</p>
          <LanguageSwitch link={language} className="site-footer__language" />
          <StoreBadges
            tone="onDark"
            appStoreHref={brand.stores.appStore}
            googlePlayHref={brand.stores.googlePlay}
          />
        </div>
        <nav aria-label={chromeCopy.footerNav} className="site-footer__nav">
          {footerColumns.map((column) => (
            <div key={column.title} className="site-footer__column">
              <h2 className="site-footer__heading">{column.title}</h2>
              <ul className="site-footer__links">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} search={'search' in link ? link.search : undefined}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bar">
          {/* Prerendered in one year, possibly read in the next. */}
          <p className="site-footer__legal" suppressHydrationWarning>
            {chromeCopy.rights(year)}
          </p>
          <ul className="social">
            {socialLinks.map((item) => (
              <li key={item.network}>
                <a className="social__link" href={item.href} aria-label={item.label}>
                  <SocialIcon network={item.network} />
                </a>
              </li>
            ))}
          </ul>
          <p className="site-footer__credit">
            {chromeCopy.poweredBy} <a href={brand.poweredBy.url}>{brand.poweredBy.name}</a>
          </p>
        </div>
      </div>
    </footer>
  );
}
