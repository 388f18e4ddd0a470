import { brand } from '../brand';
import { supportEmailLink, type LegalSection } from '../legal';

const name = brand.productName;

// Sections 1–8: what users contribute, what the Services are, and how accounts and
// subscriptions work.
export const accountSections: readonly LegalSection[] = [
  {
    id: 'user-submissions-and-contributions',
    title: 'User submissions and contributions',
    blocks: [
      `Any question, comment, suggestion, idea or other feedback you send us about the Services ("Submissions") becomes ours. We may use and share Submissions for any lawful purpose, without acknowledgement or payment to you, and you waive any moral rights you may have in them.`,
      `Some parts of the Services let you post content of your own, such as class descriptions, photos, comments and reviews ("Contributions"). Contributions may be seen by other users of the Services. You remain responsible for what you post, and by posting you confirm that it follows these terms, in particular the sections on user generated contributions and guidelines for reviews.`,
    ],
  },
  {
    id: 'services',
    title: 'Our services',
    blocks: [
      `${name} is a booking marketplace for fitness and wellness in Egypt. Businesses such as studios, gyms, spas, salons and independent trainers list their classes and open spots; members discover and book them through the ${name} mobile app. The Services are available throughout Egypt.`,
      `The Services are operated from and hosted in Egypt. They are not intended for distribution to, or use in, any jurisdiction where such distribution or use would be contrary to law. If you choose to access the Services from elsewhere, you do so on your own initiative and are responsible for complying with local laws.`,
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property rights',
    blocks: [
      `We own or license all intellectual property in the Services, including the source code, databases, software, designs, text, photographs and graphics, and the trademarks, service marks and logos they contain (the "Marks"). They are protected by copyright, trademark and other intellectual property laws of Egypt and of other countries.`,
      `Subject to these terms, we grant you a non-exclusive, non-transferable, revocable licence to access the Services and to download or print a copy of any part of the content you are entitled to access, solely for running your business on ${name} or for your personal use. No other use is permitted without our prior written permission.`,
    ],
  },
  {
    id: 'user-representations',
    title: 'User representations',
    blocks: [
      'By using the Services, you represent and warrant that:',
      {
        list: [
          'all registration information you submit is true, accurate, current and complete, and you will keep it up to date;',
          'you have the legal capacity to agree to these terms and you will comply with them;',
          'you are not a minor in the jurisdiction in which you reside, or, if you are a minor (generally under 18 years of age), you have received your parent’s or guardian’s permission to use the Services;',
          'you will not access the Services through automated or non-human means, whether through a bot, script or otherwise;',
          'you will not use the Services for any illegal or unauthorised purpose, and your use will not violate any applicable law or regulation.',
        ],
      },
      'If you provide information that is untrue, inaccurate, not current or incomplete, we may suspend or terminate your account and refuse any current or future use of the Services.',
    ],
  },
  {
    id: 'user-registration',
    title: 'User registration',
    blocks: [
      'You may need to register an account to use the Services. You agree to keep your password confidential and you are responsible for all use of your account and password. Registering a business account requires a mobile phone number that we verify with a one-time code.',
      'We may remove, reclaim or change a business name or username you select if we determine, at our sole discretion, that it is inappropriate, obscene, misleading or otherwise objectionable.',
    ],
  },
  {
    id: 'purchases-and-payment',
    title: 'Purchases and payment',
    empty: true,
    blocks: [],
  },
  {
    id: 'subscriptions',
    title: 'Subscriptions',
    blocks: [
      [
        { lead: 'Billing and renewal.' },
        ' Your subscription continues and automatically renews on a monthly recurring basis until you cancel it. You consent to our charging your payment method on a recurring basis without requiring your prior approval for each charge, until you cancel.',
      ],
      [
        { lead: 'Free trial.' },
        ` We offer a 30-day free trial to new registered users. Your account will not be charged during the trial, and your subscription will be suspended until it is upgraded to a paid version at the end of the free trial.`,
      ],
      [
        { lead: 'Cancellation.' },
        ' You can cancel your subscription at any time by contacting our support team at ',
        supportEmailLink,
        '. Your cancellation will take effect at the end of the current paid term. If you have questions or are unhappy with the Services, please write to us.',
      ],
      [
        { lead: 'Fee changes.' },
        ' We may change the subscription price from time to time and will tell you about any change in advance, in line with applicable law.',
      ],
    ],
  },
  {
    id: 'policy',
    title: 'Refund policy',
    blocks: [
      'All sales are final and no refund will be issued. Cancelling a subscription stops future renewals; it does not refund the current paid term.',
    ],
  },
];
