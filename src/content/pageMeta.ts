import { brand } from './brand';

const name = brand.productName;

// Title and meta description of every page, read by each route's `head`.
export const pageMeta = {
  home: {
    title: `${name} for Business | Fill your classes across Egypt`,
    description: `List classes and open spots on ${name}, the fitness and wellness booking marketplace in Egypt. Free for studios, gyms, spas, salons and trainers.`,
  },
  howItWorks: {
    title: `How it works | ${name}`,
    description: `How ${name} works for businesses and for members: sign up free, build your profile, and get booked by members across Egypt.`,
  },
  aboutUs: {
    title: `About us | ${name}`,
    description: `${name} connects people in Egypt with studios, gyms, spas, salons and trainers. Our vision, mission and services.`,
  },
  contactUs: {
    title: `Contact us | ${name}`,
    description: `Questions about listing your business on ${name}? Send us a message and our team in Cairo will get back to you.`,
  },
  register: {
    title: `Create a business account | ${name}`,
    description: `Create a free ${name} business account or login to list your classes and open spots.`,
  },
  login: {
    title: `Login | ${name}`,
    description: `Login to your ${name} business account.`,
  },
  forgetPassword: {
    title: `Reset your password | ${name}`,
    description: `Reset your ${name} password with a code sent to your phone.`,
  },
  verifyOtp: {
    title: `Enter your code | ${name}`,
    description: `Enter the six-digit code we sent to your phone.`,
  },
  verifyUser: {
    title: `Finish signing up | ${name}`,
    description: `Pick up your ${name} business sign-up where you left it.`,
  },
  resetPassword: {
    title: `Choose a new password | ${name}`,
    description: `Choose a new password for your ${name} account.`,
  },
  successLogin: {
    title: `Welcome | ${name}`,
    description: `You are logged in. Get the ${name} app to manage your business on the go.`,
  },
  successSignup: {
    title: `Your business account is ready | ${name}`,
    description: `Your ${name} business account has been created. Here is what to do next.`,
  },
  termsOfUse: {
    title: `Terms of use | ${name}`,
    description: `The terms that govern your use of ${name} and its services.`,
  },
  privacyPolicy: {
    title: `Privacy policy | ${name}`,
    description: `What data ${name} collects, how we use it, how long we keep it and how we protect it.`,
  },
  thankYou: {
    title: `Thank you | ${name}`,
    description: `Thanks for getting in touch with ${name}.`,
  },
  // Staff only: kept out of search engines.
  support: {
    title: 'Support console',
    description: `Replay an owner's ${name} flow from the trace they sent.`,
    noindex: true,
  },
  notFound: {
    title: `Page not found | ${name}`,
    description: `The page you are looking for does not exist.`,
  },
} as const;

export type PageKey = keyof typeof pageMeta;

export function pageHead(key: PageKey) {
  const entry = pageMeta[key];
  const { title, description } = entry;
  const robots =
    'noindex' in entry && entry.noindex ? [{ name: 'robots', content: 'noindex' }] : [];
  return { meta: [{ title }, { name: 'description', content: description }, ...robots] };
}
