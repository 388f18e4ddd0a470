import { brand } from './brand';

const name = brand.productName;

export const howItWorks = {
  hero: {
    eyebrow: 'How it works',
    title: `How ${name} works`,
    lead: `${name} connects people who want to move, rest and feel good with the studios, gyms, spas and salons that make it happen. Choose your side to see how it works for you.`,
  },
  tabs: {
    label: 'Who is it for',
    businesses: 'For businesses',
    members: `For ${name} members`,
  },
  businesses: {
    steps: {
      eyebrow: 'For businesses',
      title: 'Start getting bookings in three steps',
      items: [
        {
          icon: 'gift',
          title: 'Sign up for free',
          text: 'Create your business account with your mobile number. It takes a few minutes and costs nothing.',
        },
        {
          icon: 'store',
          title: 'Build your profile',
          text: 'Add photos, your classes and services, your timetable and how many members each session takes.',
        },
        {
          icon: 'chart',
          title: 'Increase your revenue',
          text: 'Open spots whenever you have room, follow bookings in your reports and request your payouts in the app.',
        },
      ],
    },
    signup: {
      eyebrow: 'Free to join',
      title: 'Create your business account',
      lead: `Join the studios, gyms, spas and salons growing with ${name} across Egypt.`,
      bullets: [
        'No set-up fee and no paperwork',
        'List classes, sessions and treatments',
        'Set your own capacity and timetable',
        'Payouts instantly or by wallet transfer',
      ],
      cardTitle: 'Sign up in minutes',
      cardText: 'We will send a six-digit code to your phone to confirm your number.',
      cta: 'Create a free account',
    },
    faq: { eyebrow: 'FAQ', title: 'Questions from businesses' },
    getStarted: {
      title: 'Ready to fill your next class?',
      lead: 'Create your free account today and publish your first open spots this week.',
      loggedOut: 'Get started',
      loggedIn: 'Get the business app',
    },
  },
  members: {
    steps: {
      eyebrow: `For ${name} members`,
      title: 'Feel better in three steps',
      items: [
        {
          icon: 'phone',
          title: `Join ${name}`,
          text: 'Download the app and sign up with your mobile number. New members start with a 30-day free trial.',
        },
        {
          icon: 'calendar',
          title: 'Build your custom routine',
          text: 'Mix yoga, gym sessions, outdoor classes and spa days into a weekly plan that fits your life.',
        },
        {
          icon: 'heart',
          title: 'Save on self-care',
          text: 'Book classes and treatments at member prices, with every booking kept in one place.',
        },
      ],
    },
    about: {
      eyebrow: `About ${name} members`,
      title: 'For everyone who likes to keep moving',
      paragraphs: [
        `${name} members are students, parents and professionals who want variety without a contract for every studio. One app lets them try a reformer class on Monday, a sunset run on Wednesday and a hammam on the weekend.`,
        'Every class shows its time, place, price and open spots before you book, so planning your week takes a minute.',
      ],
      points: [
        'Classes, sessions and treatments',
        'Book in a few taps',
        'Available in all of Egypt',
      ],
    },
    faq: { eyebrow: 'FAQ', title: 'Questions from members' },
    download: {
      eyebrow: 'Get the app',
      title: `Download ${name} and book your first class`,
      lead: 'Available on iPhone and Android. Sign up with your mobile number and start your 30-day free trial.',
    },
    // The same section for an owner who just logged in here: what to do now, plainly.
    nextStep: {
      eyebrow: 'Your next step',
      title: `Get the ${name} app and set up your business`,
      lead: 'Your account is ready. Download the app and login with the same phone number and password.',
      steps: [
        'Download the app from the App Store or Google Play.',
        'Login with the phone number and password you used here.',
        'Add your profile, classes and open spots, then start taking bookings.',
      ],
    },
  },
} as const;
