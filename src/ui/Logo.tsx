import { brand } from '../content/brand';
import { chromeCopy } from '../content/navigation';
import './header/logo.css';

export interface LogoProps {
  /** `light` for dark backgrounds such as the footer. */
  tone?: 'dark' | 'light';
}

// The wordmark: a sun-lit "T" tile beside the product name. Drawn in SVG and text so it
// stays sharp at any size and follows the brand name from config.
export function Logo({ tone = 'dark' }: LogoProps) {
  return (
    <span className={`logo logo--${tone}`}>
      <svg className="logo__mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="11" className="logo__tile" />
        <circle cx="30" cy="10" r="5" className="logo__sun" />
        <path d="M10 12.5h20v5h-7.5V30h-5V17.5H10z" className="logo__letter" />
        <path d="M9 33c4-2.2 8-2.2 11 0s7 2.2 11 0" className="logo__wave" />
      </svg>
      <span className="logo__text">
        <span className="logo__name">{brand.productName}</span>{' '}
        <span className="logo__tag">{chromeCopy.logoTag}</span>
      </span>
    </span>
  );
}
