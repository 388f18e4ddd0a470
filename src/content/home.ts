import { brand } from './brand';

const name = brand.productName;

// Icon and artwork names are the keys the ui layer knows how to draw.
export const home = {
  hero: {
    eyebrow: `${name} for Business`,
    title: 'Fill every class and grow your wellness business',
    lead: `List your studio, gym, spa or salon on ${name} and get booked by members across Egypt. Open spots when you have them, set your capacity and follow your earnings, all from one app.`,
    primaryLoggedOut: 'Create a free business account',
    primaryLoggedIn: 'Get the business app',
    secondary: 'See how it works',
    highlights: ['Free to sign up', 'Available in all of Egypt', 'Fast payouts'],
  },
  partner: {
    eyebrow: 'Partner with us',
    title: `Bring your business to ${name}`,
    lead: `Members use the ${name} app to find their next class, session or treatment. Partners use it to fill the spots they would otherwise leave empty. Tell us how you work and get started in minutes.`,
    options: [
      {
        id: 'studio',
        icon: 'studio',
        title: 'I run a studio',
        label: 'Studio owner',
        text: 'Yoga, pilates, dance, boxing and HIIT studios that run classes on a timetable.',
      },
      {
        id: 'venue',
        icon: 'venue',
        title: 'I run a venue',
        label: 'Venue owner',
        text: 'Gyms, spas, salons, pools and courts with facilities members book by the session.',
      },
    ],
  },
  benefits: {
    eyebrow: 'Why partners choose us',
    title: 'Everything you need to fill every spot',
    lead: 'Built with studio and venue owners in Egypt, for the way you already run your business.',
    items: [
      {
        icon: 'calendar',
        title: 'List classes and open spots',
        text: 'Publish your timetable once, then release spare spots whenever you have room.',
      },
      {
        icon: 'users',
        title: 'Set your capacity',
        text: 'Decide how many members each class takes. Bookings close the moment it is full.',
      },
      {
        icon: 'chart',
        title: 'Clear reports',
        text: 'See bookings, attendance and earnings by class, day and week at a glance.',
      },
      {
        icon: 'wallet',
        title: 'Get paid quickly',
        text: 'Request a payout in the app and receive it instantly or by wallet transfer.',
      },
      {
        icon: 'pin',
        title: 'Reach all of Egypt',
        text: 'Be discovered by members from Cairo and Alexandria to the Red Sea and Aswan.',
      },
      {
        icon: 'gift',
        title: 'Free to sign up',
        text: 'No set-up fee and no paperwork to get started. Create your profile today.',
      },
    ],
  },
  gallery: {
    eyebrow: 'Made for every kind of wellness',
    title: 'One marketplace, every way to feel good',
    lead: `From sunrise yoga to a Friday blow-dry, members book it all on ${name}.`,
    items: [
      { art: 'yoga', title: 'Yoga', text: 'Flow, yin and hot yoga for every level.' },
      { art: 'spa', title: 'Spa', text: 'Massages, hammam and treatments to unwind.' },
      {
        art: 'outdoor',
        title: 'Outdoor classes',
        text: 'Bootcamps, running clubs and beach sessions.',
      },
      { art: 'salon', title: 'Salon', text: 'Hair, nails and grooming by the appointment.' },
      {
        art: 'studio',
        title: 'Studio fitness',
        text: 'Pilates, spinning, dance and boxing classes.',
      },
      { art: 'gym', title: 'Gym', text: 'Day passes and personal training sessions.' },
    ],
  },
  earnings: {
    eyebrow: 'Earnings',
    title: 'How much could your business earn?',
    lead: `Every empty spot is income you are missing. Find out how payouts work and what a partnership with ${name} could add to your month.`,
    findOut: 'Find out',
    getStarted: 'Get started',
  },
} as const;
