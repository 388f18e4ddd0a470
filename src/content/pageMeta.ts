import { brand } from './brand';
import { ldScript, organizationLd } from './structuredData';

const name = brand.productName;

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
    title: `${name} for Business | Fill your classes across Egypt`,
    description: `List classes and open spots on ${name}, the fitness and wellness booking marketplace in Egypt. Free for studios, gyms, spas, salons and trainers.`,
  },
  howItWorks: {
    path: '/how-it-works',
    indexed: true,
    title: `How it works | ${name}`,
    description: `How ${name} works for businesses and for members: sign up free, build your profile, and get booked by members across Egypt.`,
  },
  aboutUs: {
    path: '/about-us',
    indexed: true,
    title: `About us | ${name}`,
    description: `${name} connects people in Egypt with studios, gyms, spas, salons and trainers. Our vision, mission and services.`,
  },
  contactUs: {
    path: '/contact-us',
    indexed: true,
    title: `Contact us | ${name}`,
    description: `Questions about listing your business on ${name}? Send us a message and our team in Cairo will get back to you.`,
  },
  privacyPolicy: {
    path: '/privacy-policy',
    indexed: true,
    title: `Privacy policy | ${name}`,
    description: `What data ${name} collects, how we use it, how long we keep it and how we protect it.`,
  },
  termsOfUse: {
    path: '/terms-of-use',
    indexed: true,
    title: `Terms of use | ${name}`,
    description: `The terms that govern your use of ${name} and its services.`,
  },
  // The sign-up and login flows, the pages they end on and the contact form's thank-you:
  // nothing there for a visitor arriving from a search.
  register: {
    path: '/register',
    indexed: false,
    title: `Create a business account | ${name}`,
    description: `Create a free ${name} business account or login to list your classes and open spots.`,
  },
  // Login is the register route in `?mode=login`.
  login: {
    path: '/register',
    indexed: false,
    title: `Login | ${name}`,
    description: `Login to your ${name} business account.`,
  },
  forgetPassword: {
    path: '/forget-password',
    indexed: false,
    title: `Reset your password | ${name}`,
    description: `Reset your ${name} password with a code sent to your phone.`,
  },
  verifyOtp: {
    path: '/verify-otp',
    indexed: false,
    title: `Enter your code | ${name}`,
    description: `Enter the six-digit code we sent to your phone.`,
  },
  verifyUser: {
    path: '/verify-user',
    indexed: false,
    title: `Finish signing up | ${name}`,
    description: `Pick up your ${name} business sign-up where you left it.`,
  },
  resetPassword: {
    path: '/reset-password',
    indexed: false,
    title: `Choose a new password | ${name}`,
    description: `Choose a new password for your ${name} account.`,
  },
  successLogin: {
    path: '/success-login',
    indexed: false,
    title: `Welcome | ${name}`,
    description: `You are logged in. Get the ${name} app to manage your business on the go.`,
  },
  successSignup: {
    path: '/success-signup',
    indexed: false,
    title: `Your business account is ready | ${name}`,
    description: `Your ${name} business account has been created. Here is what to do next.`,
  },
  thankYou: {
    path: '/thank-you',
    indexed: false,
    title: `Thank you | ${name}`,
    description: `Thanks for getting in touch with ${name}.`,
  },
  // Staff only: kept out of search engines.
  support: {
    path: '/support',
    indexed: false,
    title: 'Support console',
    description: `Replay an owner's ${name} flow from the trace they sent.`,
  },
  notFound: {
    indexed: false,
    title: `Page not found | ${name}`,
    description: `The page you are looking for does not exist.`,
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

/** The absolute address of a page of this site. */
export function pageUrl(path: string): string {
  return `${brand.origin}${path}`;
}

// The link-preview picture, drawn by scripts/og-image.ts: the brand mark, landscape.
const shareImage = {
  url: pageUrl('/og-image.png'),
  width: '1200',
  height: '630',
  alt: `${brand.businessProductName} logo`,
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
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:image', content: shareImage.url },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: shareImage.width },
    { property: 'og:image:height', content: shareImage.height },
    { property: 'og:image:alt', content: shareImage.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  const links = url === undefined ? [] : [{ rel: 'canonical', href: url }];
  return { meta, links, scripts: structuredData(key, indexed).map(ldScript) };
}

// The organisation behind the site on every page a search engine may show. The FAQ's
// structured data is part of the how-it-works page itself (HowItWorksPage), so the FAQ text
// downloads with that page only, not with every page's head data.
function structuredData(_key: PageKey, indexed: boolean) {
  return indexed ? [organizationLd()] : [];
}
