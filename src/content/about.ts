import { brand } from './brand';

const name = brand.productName;

export const about = {
  hero: {
    eyebrow: 'About us',
    title: 'We help Egypt move and feel good',
    lead: `${name} is a fitness and wellness marketplace built in Cairo. We connect people with the studios, gyms, spas, salons and trainers near them, and give those businesses the tools to fill every spot.`,
  },
  vision: {
    label: 'Our vision',
    title: 'Wellness within reach, in every city in Egypt',
    text: 'We picture a country where finding a good class or a moment of calm is as easy as ordering a coffee, and where the people who teach, train and care for others run thriving businesses.',
  },
  mission: {
    label: 'Our mission',
    title: 'Fill every spot and make every booking simple',
    text: 'We give independent studios and venues the reach of a large chain: a profile members trust, a timetable they can book in seconds, clear reports and fast payouts. For members, we make it easy to try something new and keep going.',
  },
  facts: [
    { value: 'Cairo', label: 'where our team is based' },
    { value: 'Egypt', label: 'where our services are hosted' },
    { value: '27', label: 'governorates members can book in' },
  ],
  services: {
    eyebrow: 'What we do',
    title: 'Our services',
    lead: 'Everything a wellness business needs to be found, booked and paid.',
    items: [
      {
        icon: 'store',
        title: 'Business profiles',
        text: 'A professional page for your studio or venue with photos, services, prices and location.',
      },
      {
        icon: 'calendar',
        title: 'Class and spot booking',
        text: 'Publish your timetable and open spots; members book and pay in the app.',
      },
      {
        icon: 'users',
        title: 'Capacity management',
        text: 'Set how many members each class or session takes. Bookings stop when it is full.',
      },
      {
        icon: 'chart',
        title: 'Reports and insights',
        text: 'Bookings, attendance and earnings by class, day and week to plan what comes next.',
      },
      {
        icon: 'wallet',
        title: 'Fast payouts',
        text: 'Request a payment in the app and receive it instantly or by wallet transfer.',
      },
      {
        icon: 'phone',
        title: 'The member app',
        text: `The ${name} app puts your business in front of members across all of Egypt.`,
      },
    ],
  },
  closing: {
    title: `Grow with ${name}`,
    lead: 'Create your free business account, or talk to our team about what we can do for your business.',
    primary: 'Create a free business account',
    primaryLoggedIn: 'See how it works',
    secondary: 'Contact us',
  },
} as const;
