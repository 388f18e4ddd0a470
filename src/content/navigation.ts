import { m } from '../paraglide/messages.js';
import { brand } from './brand';

// Every link the header and footer show, in one place so both stay in step with the routes.
export const primaryNav = [
  { label: m.nav_how_it_works(), to: '/how-it-works' },
  { label: m.nav_about_us(), to: '/about-us' },
  { label: m.nav_contact_us(), to: '/contact-us' },
] as const;

export const accountNav = {
  signup: { label: 'Create a business account', to: '/register', search: { mode: 'signup' } },
  login: { label: 'Login', to: '/register', search: { mode: 'login' } },
  profile: { label: 'My Profile', to: '/success-login' },
  logout: 'Logout',
  welcome: 'Welcome',
} as const;

export const appDownloads = [
  { platform: 'Android', label: 'Download for Android', href: brand.stores.googlePlay },
  { platform: 'iOS', label: 'Download for iOS', href: brand.stores.appStore },
] as const;

export const footerColumns = [
  {
    title: 'Company',
    links: [
      { label: 'About us', to: '/about-us' },
      { label: 'How it works', to: '/how-it-works' },
      { label: 'Contact us', to: '/contact-us' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of use', to: '/terms-of-use' },
      { label: 'Privacy policy', to: '/privacy-policy' },
    ],
  },
  {
    title: 'For business',
    links: [
      { label: 'Create account', to: '/register', search: { mode: 'signup' } },
      { label: 'Login', to: '/register', search: { mode: 'login' } },
    ],
  },
] as const;

export const footerPitch = `${brand.productName} helps studios, gyms, spas, salons and trainers across Egypt fill their classes and open spots with members who book through the ${brand.productName} app.`;

export const socialLinks = [
  {
    network: 'instagram',
    label: `${brand.productName} on Instagram`,
    href: brand.social.instagram,
  },
  { network: 'facebook', label: `${brand.productName} on Facebook`, href: brand.social.facebook },
  { network: 'linkedin', label: `${brand.productName} on LinkedIn`, href: brand.social.linkedin },
  { network: 'tiktok', label: `${brand.productName} on TikTok`, href: brand.social.tiktok },
] as const;

export type SocialNetwork = (typeof socialLinks)[number]['network'];
