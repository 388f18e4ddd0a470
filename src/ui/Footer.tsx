import { Link } from '@tanstack/react-router';
import { brand } from '../content/brand';
import { footerColumns, footerPitch, socialLinks } from '../content/navigation';
import { Logo } from './Logo';
import { StoreBadges } from './StoreBadges';
import { SocialIcon } from './footer/SocialIcon';
import './footer/footer.css';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__top">
        <div className="site-footer__brand">
          <Link to="/" className="site-footer__logo">
            <Logo tone="light" /> <span className="visually-hidden">(home)</span>
          </Link>
          <p className="site-footer__pitch">{footerPitch}</p>
          <StoreBadges
            tone="onDark"
            appStoreHref={brand.stores.appStore}
            googlePlayHref={brand.stores.googlePlay}
          />
        </div>
        <nav aria-label="Footer" className="site-footer__nav">
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
            © {year} {brand.company.legalName} · All rights reserved.
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
            Powered by <a href={brand.poweredBy.url}>{brand.poweredBy.name}</a>
          </p>
        </div>
      </div>
    </footer>
  );
}
