import { localizePath } from '../i18n/localePath';
import { m } from '../paraglide/messages.js';
import { baseLocale, getLocale, locales, type Locale } from '../paraglide/runtime.js';
import { brand } from './brand';
import { ldScript, organizationLd } from './structuredData';

interface PageMetaEntry {
  /** The route's path; the not-found view answers any unknown path and has none. */
  readonly path?: string;
  /** In search engines and the sitemap; flow, account and staff pages stay out. */
  readonly indexed: boolean;
  readonly title: string;
  readonly description: string;
}

// Title, description, address and search visibility of every page, read by each route's
// `head`. The marketing and legal pages come first, in the order the sitemap lists them.
export const pageMeta = {
  home: {
    path: '/',
    indexed: true,
    title: m.meta_home_title(),
    description: m.meta_home_description(),
  },
  howItWorks: {
    path: '/how-it-works',
    indexed: true,
    title: m.meta_how_it_works_title(),
    description: m.meta_how_it_works_description(),
  },
  aboutUs: {
    path: '/about-us',
    indexed: true,
    title: m.meta_about_us_title(),
    description: m.meta_about_us_description(),
  },
  contactUs: {
    path: '/contact-us',
    indexed: true,
    title: m.meta_contact_us_title(),
    description: m.meta_contact_us_description(),
  },
  privacyPolicy: {
    path: '/privacy-policy',
    indexed: true,
    title: m.meta_privacy_policy_title(),
    description: m.meta_privacy_policy_description(),
  },
  termsOfUse: {
    path: '/terms-of-use',
    indexed: true,
    title: m.meta_terms_of_use_title(),
    description: m.meta_terms_of_use_description(),
  },
  // The address the app stores' listings give for deleting an account: found by search too.
  deleteAccount: {
    path: '/delete-account',
    indexed: true,
    title: m.meta_delete_account_title(),
    description: m.meta_delete_account_description(),
  },
  // The sign-up and login flows, the pages they end on and the contact form's thank-you:
  // nothing there for a visitor arriving from a search.
  register: {
    path: '/register',
    indexed: false,
    title: m.meta_register_title(),
    description: m.meta_register_description(),
  },
  // Login is the register route in `?mode=login`.
  login: {
    path: '/register',
    indexed: false,
    title: m.meta_login_title(),
    description: m.meta_login_description(),
  },
  forgetPassword: {
    path: '/forget-password',
    indexed: false,
    title: m.meta_forget_password_title(),
    description: m.meta_forget_password_description(),
  },
  verifyOtp: {
    path: '/verify-otp',
    indexed: false,
    title: m.meta_verify_otp_title(),
    description: m.meta_verify_otp_description(),
  },
  verifyUser: {
    path: '/verify-user',
    indexed: false,
    title: m.meta_verify_user_title(),
    description: m.meta_verify_user_description(),
  },
  resetPassword: {
    path: '/reset-password',
    indexed: false,
    title: m.meta_reset_password_title(),
    description: m.meta_reset_password_description(),
  },
  successLogin: {
    path: '/success-login',
    indexed: false,
    title: m.meta_success_login_title(),
    description: m.meta_success_login_description(),
  },
  successSignup: {
    path: '/success-signup',
    indexed: false,
    title: m.meta_success_signup_title(),
    description: m.meta_success_signup_description(),
  },
  thankYou: {
    path: '/thank-you',
    indexed: false,
    title: m.meta_thank_you_title(),
    description: m.meta_thank_you_description(),
  },
  // Staff only: kept out of search engines.
  support: {
    path: '/support',
    indexed: false,
    title: m.meta_support_title(),
    description: m.meta_support_description(),
  },
  supportVitals: {
    path: '/support/vitals',
    indexed: false,
    title: m.meta_support_vitals_title(),
    description: m.meta_support_vitals_description(),
  },
  supportInsight: {
    path: '/support/insight',
    indexed: false,
    title: m.meta_support_insight_title(),
    // Staff pages are kept out of search engines: the console's one description serves.
    description: m.meta_support_description(),
  },
  notFound: {
    indexed: false,
    title: m.meta_not_found_title(),
    description: m.meta_not_found_description(),
  },
} as const satisfies Record<string, PageMetaEntry>;

export type PageKey = keyof typeof pageMeta;

const pageKeys = Object.keys(pageMeta) as PageKey[];

/** The paths a sitemap lists: the indexed pages, in the order they are declared above. */
export function indexedPaths(): string[] {
  return pageKeys.flatMap((key) => {
    const entry: PageMetaEntry = pageMeta[key];
    return entry.indexed && entry.path !== undefined ? [entry.path] : [];
  });
}

/** The absolute address of a page of this site, in the page's language unless told. */
export function pageUrl(path: string, locale: Locale = getLocale()): string {
  return `${brand.origin}${localizePath(path, locale)}`;
}

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', ar: 'ar_EG' };

// The link-preview picture, drawn by scripts/og-image.ts: the brand mark, landscape.
const shareImage = {
  url: `${brand.origin}/og-image.png`,
  width: '1200',
  height: '630',
  alt: m.meta_share_image_alt({ businessProductName: brand.businessProductName }),
};

export function pageHead(key: PageKey) {
  const entry: PageMetaEntry = pageMeta[key];
  const { title, description, path, indexed } = entry;
  const url = path === undefined ? undefined : pageUrl(path);
  const meta = [
    { title },
    { name: 'description', content: description },
    ...(indexed ? [] : [{ name: 'robots', content: 'noindex' }]),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand.businessProductName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(url === undefined ? [] : [{ property: 'og:url', content: url }]),
    { property: 'og:locale', content: OG_LOCALES[getLocale()] },
    ...locales
      .filter((locale) => locale !== getLocale())
      .map((locale) => ({ property: 'og:locale:alternate', content: OG_LOCALES[locale] })),
    { property: 'og:image', content: shareImage.url },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: shareImage.width },
    { property: 'og:image:height', content: shareImage.height },
    { property: 'og:image:alt', content: shareImage.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  // Each indexed page names itself in every language, and English for any other reader.
  const alternates =
    indexed && path !== undefined
      ? [
          ...locales.map((locale) => ({
            rel: 'alternate',
            hrefLang: locale,
            href: pageUrl(path, locale),
          })),
          { rel: 'alternate', hrefLang: 'x-default', href: pageUrl(path, baseLocale) },
        ]
      : [];
  const links = url === undefined ? [] : [{ rel: 'canonical', href: url }, ...alternates];
  return { meta, links, scripts: structuredData(key, indexed).map(ldScript) };
}

// The organisation behind the site, on its home page, where search engines read it; other
// pages would only repeat it. The FAQ's structured data is part of the how-it-works page
// itself (HowItWorksPage), so the FAQ text downloads with that page only.
function structuredData(key: PageKey, indexed: boolean) {
  return indexed && key === 'home' ? [organizationLd()] : [];
}
