import { brand } from './brand';

const name = brand.productName;

export interface FaqEntry {
  /** Stable within its list: links such as `?openedQuestion=1` point at it. */
  id: number;
  question: string;
  /** One string per paragraph. */
  answer: readonly string[];
}

const getPaid: readonly string[] = [
  `You request a payment from the ${name} business app whenever you have earnings waiting. The app reviews and approves the request, then pays you instantly or by wallet transfer, whichever you chose when you set up your payout details.`,
  `Every booking, payout and pending amount is listed in your reports, so you always know what you have earned and what is on its way.`,
];

const cost: readonly string[] = [
  `Signing up and building your profile is free. What ${name} costs your business depends on the deal agreed with our partnerships team, which takes into account your type of business, your prices and how many spots you open to members.`,
  `There is no set-up fee, and you see the terms of your deal before you publish your first class.`,
];

const availability: readonly string[] = [
  `${name} is available in all of Egypt. Members can book from Cairo and Giza to Alexandria, the Delta, the Canal cities and Upper Egypt, and businesses anywhere in the country can join.`,
];

// Ids are per list and both lists start at 1, so `openedQuestion=1` means something on either tab.
export const businessFaq: readonly FaqEntry[] = [
  { id: 1, question: 'How do I get paid?', answer: getPaid },
  { id: 2, question: `How much does ${name} cost for my business?`, answer: cost },
  {
    id: 3,
    question: 'Which businesses can join?',
    answer: [
      `Studios, gyms, spas, salons, personal trainers and wellness venues of every size. If members can book a class, a session or a treatment with you, you can list it on ${name}.`,
    ],
  },
  { id: 4, question: `Where is ${name} available?`, answer: availability },
  {
    id: 5,
    question: 'How do I list classes and open spots?',
    answer: [
      'Add each class or service once with its description, duration, instructor and price, then place it on your timetable. Whenever you have room, open spots for members to book.',
      'You can change a class, close its spots or cancel a session at any time, and members who booked are notified in the app.',
    ],
  },
  {
    id: 6,
    question: 'Can I control how many members book a class?',
    answer: [
      'Yes. You set the capacity of every class and session. Bookings stop automatically as soon as it is full, so you never have more people at the door than you can welcome.',
    ],
  },
  {
    id: 7,
    question: 'What reports do I get?',
    answer: [
      'Your dashboard shows bookings, attendance, busiest days and times, and earnings by class and by week. Use it to see which classes fill fastest and where an extra session would pay off.',
    ],
  },
  {
    id: 8,
    question: 'What do I need to sign up?',
    answer: [
      'A mobile number that can receive a text message, your name and email, and your business details: its name, type and location. We send a six-digit code to your phone to confirm it is yours, and your account is ready in a few minutes.',
    ],
  },
];

export const memberFaq: readonly FaqEntry[] = [
  { id: 1, question: 'I own a studio or a venue. How do I get paid?', answer: getPaid },
  {
    id: 2,
    question: `What is ${name}?`,
    answer: [
      `${name} is an app for booking fitness and wellness near you: yoga and pilates, gym sessions, outdoor classes, spa treatments, salon appointments and personal training, all from one account.`,
    ],
  },
  {
    id: 3,
    question: 'How do I book a class?',
    answer: [
      'Download the app, create your account with your mobile number and browse what is on near you. Pick a class or treatment, choose a time with open spots and confirm. Your booking shows up in the app straight away.',
    ],
  },
  {
    id: 4,
    question: 'How much does it cost?',
    answer: [
      `Membership is a monthly subscription that renews automatically, and new members get a 30-day free trial. The price of a class or treatment depends on the deal agreed between ${name} and each venue, and you always see it before you book.`,
    ],
  },
  { id: 5, question: `Where is ${name} available?`, answer: availability },
  {
    id: 6,
    question: 'How do I cancel my subscription?',
    answer: [
      `Contact our support team at ${brand.supportEmail}. Your cancellation takes effect at the end of the period you have already paid for, and you keep full access until then. Payments already made are final and are not refunded.`,
    ],
  },
  {
    id: 7,
    question: 'Can I use the app if I am under 18?',
    answer: [
      `Yes, with the permission of a parent or guardian, who should read our terms of use with you before you sign up.`,
    ],
  },
];
