import { brand } from '../brand';
import type { LegalSection } from '../legal';

const name = brand.productName;

// Sections 9–18: how users may behave, what they may post, the app licence, third parties,
// and how we moderate.
export const conductSections: readonly LegalSection[] = [
  {
    id: 'prohibited-activities',
    title: 'Prohibited activities',
    blocks: [
      'You may not use the Services for any purpose other than the one we make them available for. As a user of the Services, you agree not to:',
      {
        list: [
          'systematically retrieve data or other content from the Services to build a collection, database or directory without our written permission;',
          'trick, defraud or mislead us or other users, in particular to learn sensitive account information such as passwords;',
          'circumvent, disable or interfere with security features of the Services;',
          'harass, abuse or harm another person, or use information obtained from the Services to do so;',
          'upload or transmit viruses or other material that interferes with anyone’s use of the Services;',
          'use any automated system, such as a bot, scraper or offline reader, to access the Services;',
          'impersonate another user or person, or use the username of another user;',
          'use a buying agent or purchasing agent to make purchases on the Services;',
          'sell or otherwise transfer your profile;',
          'use the Services to advertise or offer to sell goods and services;',
          'use the Services in a manner inconsistent with any applicable law or regulation.',
        ],
      },
    ],
  },
  {
    id: 'user-generated-contributions',
    title: 'User generated contributions',
    blocks: [
      'The Services may invite you to post text, photos, reviews and other material. Contributions and reviews may be viewable by other users of the Services and through third-party websites. When you post a Contribution, you represent and warrant that:',
      {
        list: [
          'you own it, or have the rights and permissions needed to post it and to let us use it as these terms describe;',
          'it is not false, inaccurate or misleading;',
          'it is not unsolicited advertising, spam or a chain letter;',
          'it is not obscene, violent, harassing, defamatory or otherwise objectionable;',
          'it does not violate any law or the privacy or publicity rights of anyone;',
          'it does not include material that exploits or endangers anyone under the age of 18.',
        ],
      },
      'Any use of the Services in violation of the above may result in the termination or suspension of your rights to use the Services.',
    ],
  },
  {
    id: 'contribution-license',
    title: 'Contribution license',
    empty: true,
    blocks: [],
  },
  {
    id: 'guidelines-for-reviews',
    title: 'Guidelines for reviews',
    blocks: [
      'We may let members leave reviews or ratings of businesses. When posting a review, you must:',
      {
        list: [
          'have first-hand experience with the business or class being reviewed;',
          'not use offensive profanity, or abusive, racist or hateful language;',
          'not include discriminatory references based on religion, race, gender, national origin, age, marital status, sexual orientation or disability;',
          'not post a review about a competitor or a business you are affiliated with;',
          'not post false or misleading statements, or take part in a campaign encouraging others to post reviews.',
        ],
      },
      'We may accept, reject or remove reviews at our sole discretion. Reviews are not endorsed by us and do not necessarily represent our opinions or those of our partners.',
    ],
  },
  {
    id: 'mobile-application-license',
    title: 'Mobile application license',
    blocks: [
      `If you use the ${name} mobile app, we grant you a revocable, non-exclusive, non-transferable, limited right to install and use it on devices you own or control, strictly in line with these terms. You may not decompile, reverse engineer or modify the app, or use it for any commercial venture not intended by us.`,
      'When you download the app from the Apple App Store or Google Play, you also agree to the store’s own terms of use; Apple and Google are not parties to these terms and have no obligation to provide maintenance or support for the app.',
    ],
  },
  {
    id: 'social-media',
    title: 'Social media',
    blocks: [
      `You may follow and share ${name} on social networks such as Instagram, Facebook, LinkedIn and TikTok. Your use of those networks is governed by their own terms, and any content you post there is your responsibility and theirs, not ours.`,
    ],
  },
  {
    id: 'third-party-websites-and-content',
    title: 'Third-party websites and content',
    blocks: [
      'The Services may link to websites and content of third parties, including our partner businesses. We do not check or monitor them and are not responsible for them. If you leave the Services to visit a third-party website, these terms no longer govern your visit.',
    ],
  },
  {
    id: 'partner-businesses',
    title: 'Bookings with partner businesses',
    blocks: [
      `Classes, sessions and treatments booked through ${name} are provided by the business that lists them, not by us. Each business is responsible for the accuracy of its schedule, capacity and descriptions, for holding any licences it needs, and for delivering its services safely. Payment terms between a business and ${name} are agreed with that business.`,
    ],
  },
  {
    id: 'services-management',
    title: 'Services management',
    blocks: [
      'We have the right, but not the obligation, to:',
      {
        list: [
          'monitor the Services for violations of these terms and take appropriate legal action against anyone who violates them;',
          'edit, redact or otherwise change any Contribution, re-categorize Contributions to place them in more appropriate locations, and pre-screen or remove any Contribution at any time and for any reason, without notice;',
          'refuse, restrict access to, limit the availability of, or disable any Contribution or part of one;',
          'suspend or terminate accounts at our sole discretion;',
          'otherwise manage the Services in a manner designed to protect our rights and property and to keep them working properly.',
        ],
      },
    ],
  },
  {
    id: 'privacy-policy',
    title: 'Privacy policy',
    blocks: [
      [
        'We care about data privacy and security. Please read our ',
        { text: 'privacy policy document', href: brand.privacyPolicyDocumentUrl },
        '. By using the Services, you agree to be bound by it, and it forms part of these terms.',
      ],
      'The Services are hosted in Egypt. If you access them from another region with laws on the collection and use of personal data that differ from Egyptian law, you are transferring your data to Egypt and you consent to its transfer and processing there.',
    ],
  },
];
