import { pageMeta, type PageKey } from '../../../src/content/pageMeta';

export interface SiteRoute {
  /** Path with the query that selects the screen. */
  path: string;
  /** File-friendly name for screenshots. */
  name: string;
  title: string;
}

const route = (path: string, name: string, key: PageKey): SiteRoute => ({
  path,
  name,
  title: pageMeta[key].title,
});

// Every screen of the site (spec section 2) as a logged-out visitor reaches it.
export const siteRoutes: SiteRoute[] = [
  route('/', 'home', 'home'),
  route('/how-it-works?activeTab=0', 'how-it-works-businesses', 'howItWorks'),
  route('/how-it-works?activeTab=1', 'how-it-works-members', 'howItWorks'),
  route('/about-us', 'about-us', 'aboutUs'),
  route('/contact-us', 'contact-us', 'contactUs'),
  route('/register?mode=signup', 'register-signup', 'register'),
  route('/register?mode=login', 'register-login', 'login'),
  route('/forget-password', 'forget-password', 'forgetPassword'),
  route('/verify-otp', 'verify-otp', 'verifyOtp'),
  route('/verify-user', 'verify-user', 'verifyUser'),
  route('/reset-password', 'reset-password', 'resetPassword'),
  route('/delete-account', 'delete-account', 'deleteAccount'),
  route('/success-login', 'success-login', 'successLogin'),
  route('/success-signup', 'success-signup', 'successSignup'),
  route('/terms-of-use', 'terms-of-use', 'termsOfUse'),
  route('/privacy-policy', 'privacy-policy', 'privacyPolicy'),
  route('/thank-you', 'thank-you', 'thankYou'),
  route('/no-such-page', 'not-found', 'notFound'),
];

/** Screens a logged-in user can see; /register sends them home, so it is left out. */
export const loggedInRoutes = siteRoutes.filter((r) => !r.path.startsWith('/register'));

// The header collapses into a Menu button below 900px; above it the account menu is Welcome.
export const viewports = [
  { name: 'mobile', width: 390, height: 844, accountMenu: 'Menu' },
  { name: 'desktop', width: 1280, height: 800, accountMenu: /^Welcome/ },
] as const;
