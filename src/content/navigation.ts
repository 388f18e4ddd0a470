import { formatNumber } from '../i18n/format';
import { m } from '../paraglide/messages.js';
import { brand } from './brand';

// Every link the header and footer show, in one place so both stay in step with the routes.
export const primaryNav = [
  { label: m.nav_how_it_works(), to: '/how-it-works' },
  { label: m.nav_about_us(), to: '/about-us' },
  { label: m.nav_contact_us(), to: '/contact-us' },
] as const;

export const accountNav = {
  signup: { label: m.nav_signup(), to: '/register', search: { mode: 'signup' } },
  login: { label: m.nav_login(), to: '/register', search: { mode: 'login' } },
  profile: { label: m.nav_profile(), to: '/success-login' },
  deleteAccount: { label: m.nav_delete_account(), to: '/delete-account' },
  logout: m.nav_logout(),
  welcome: m.nav_welcome(),
  // The greeting with the owner's name, punctuated the page language's way (، in Arabic).
  welcomeName: (name: string) => m.nav_welcome_name({ name }),
  getApp: m.nav_get_app(),
} as const;

export const appDownloads = [
  { platform: 'Android', label: m.nav_download_android(), href: brand.stores.googlePlay },
  { platform: 'iOS', label: m.nav_download_ios(), href: brand.stores.appStore },
] as const;

export const footerColumns = [
  {
    title: m.nav_footer_company(),
    links: [
      { label: m.nav_about_us(), to: '/about-us' },
      { label: m.nav_how_it_works(), to: '/how-it-works' },
      { label: m.nav_contact_us(), to: '/contact-us' },
    ],
  },
  {
    title: m.nav_footer_legal(),
    links: [
      { label: m.nav_terms(), to: '/terms-of-use' },
      { label: m.nav_privacy(), to: '/privacy-policy' },
      { label: m.nav_footer_delete_account(), to: '/delete-account' },
    ],
  },
  {
    title: m.nav_footer_business(),
    links: [
      { label: m.nav_create_account(), to: '/register', search: { mode: 'signup' } },
      { label: m.nav_login(), to: '/register', search: { mode: 'login' } },
    ],
  },
] as const;

export const footerPitch = m.nav_footer_pitch();

export const socialLinks = [
  {
    network: 'instagram',
    label: m.nav_social_instagram(),
    href: brand.social.instagram,
  },
  {
    network: 'facebook',
    label: m.nav_social_facebook(),
    href: brand.social.facebook,
  },
  {
    network: 'linkedin',
    label: m.nav_social_linkedin(),
    href: brand.social.linkedin,
  },
  {
    network: 'tiktok',
    label: m.nav_social_tiktok(),
    href: brand.social.tiktok,
  },
] as const;

export type SocialNetwork = (typeof socialLinks)[number]['network'];

// Labels of the page frame: landmarks, the menu button, the skip link, the footer's lines.
export const chromeCopy = {
  homeSuffix: m.chrome_home_suffix(),
  console: m.chrome_console(),
  mainNav: m.chrome_nav_main(),
  footerNav: m.chrome_nav_footer(),
  mobileNav: m.chrome_nav_mobile(),
  menu: m.chrome_menu(),
  skipToContent: m.chrome_skip(),
  rights: (year: number) =>
    m.chrome_rights({
      year: formatNumber(year, { useGrouping: false }),
      legalName: brand.company.legalName,
    }),
  poweredBy: m.chrome_powered_by(),
  logoTag: m.chrome_logo_tag(),
  // The other language, named in itself.
  otherLanguage: m.chrome_language_switch(),
  badges: {
    appStore: m.badge_app_store_label(),
    googlePlay: m.badge_google_play_label(),
    appStoreSmall: m.badge_app_store_small(),
    googlePlaySmall: m.badge_google_play_small(),
  },
};
