import { brand } from './brand';
import { LAST_UPDATED, supportEmailLink, type LegalDocumentContent } from './legal';

const { productName, company } = brand;

export const privacyPolicy: LegalDocumentContent = {
  title: 'Privacy policy',
  ...LAST_UPDATED,
  intro: [
    `This privacy policy describes how ${company.legalName} collects, uses and protects your information when you use the ${productName} website and app, and tells you about your privacy rights.`,
    'We use your personal data to provide and improve the Service. By using the Service, you agree to the collection and use of information in line with this policy.',
  ],
  sections: [
    {
      id: 'definitions',
      title: 'Definitions',
      blocks: [
        'In this policy:',
        {
          list: [
            `"Company", "we", "us" or "our" means ${company.legalName}, ${company.address}.`,
            `"Service" means the ${productName} website, the ${productName} mobile app and the services offered through them.`,
            '"Account" means a unique account created for you to access the Service.',
            '"Personal data" means any information that relates to an identified or identifiable person.',
            '"Usage data" means data collected automatically when you use the Service, such as how long you spend on a page.',
            '"Device" means any device that can access the Service, such as a computer, phone or tablet.',
            '"You" means the person using the Service, or the business on whose behalf that person uses it.',
          ],
        },
      ],
    },
    {
      id: 'data-we-collect',
      title: 'Data we collect',
      blocks: [
        [
          { lead: 'Personal data.' },
          ' While using the Service, we may ask you to provide information that can be used to contact or identify you, including:',
        ],
        {
          list: [
            'email address;',
            'first name and last name;',
            'phone number;',
            'address details: state, province, postal code and city;',
            'your business name, business type and website, when you register a business account.',
          ],
        },
        [
          { lead: 'Usage data.' },
          ' When you use the Service, we automatically collect usage data, including:',
        ],
        {
          list: [
            'your device’s IP address;',
            'your browser type and browser version;',
            'the pages of the Service you visit and the time and date of your visit;',
            'the time spent on those pages, and other diagnostic data.',
          ],
        },
        [
          { lead: 'Location.' },
          ' When you register a business account, we ask your device for its location to place your business on the map. You can refuse; registration then continues without it.',
        ],
      ],
    },
    {
      id: 'how-we-use-your-data',
      title: 'How we use your data',
      blocks: [
        'We use personal data to:',
        {
          list: [
            'provide and maintain the Service, and monitor how it is used;',
            'create and manage your account and verify your phone number;',
            'perform our contract with you, including your subscription;',
            'contact you by email, phone or in-app notifications about your account, bookings, updates and security;',
            'answer your requests, such as messages sent through our contact form;',
            'analyse usage trends to improve the Service, our marketing and your experience.',
          ],
        },
        'We may share your information with service providers who help us run the Service, with partner businesses when you book with them, when the law requires it, or with your consent. We do not sell your personal data.',
      ],
    },
    {
      id: 'retention',
      title: 'Retention of your data',
      blocks: [
        'We keep personal data only for as long as is necessary for the purposes set out in this policy, and as long as we need to comply with our legal obligations, resolve disputes and enforce our agreements.',
        'We keep usage data for internal analysis for a shorter period, unless it is used to strengthen security or improve the Service, or we are legally required to keep it longer.',
      ],
    },
    {
      id: 'security',
      title: 'Security of your data',
      blocks: [
        'The security of your data matters to us. We protect it with commercially acceptable measures, including encrypted connections, hashed passwords and restricted access. No method of transmission over the internet or of electronic storage is 100% secure, so we cannot guarantee its absolute security.',
        'Your data is processed and stored in Egypt, where the Service is hosted.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        [
          'You may ask us to access, correct or delete the personal data we hold about you, or to stop using it for marketing. Write to us at ',
          supportEmailLink,
          ' and we will answer within a reasonable time.',
        ],
      ],
    },
    {
      id: 'children',
      title: 'Children’s privacy',
      blocks: [
        'The Service is not directed at anyone under the age of 18 without the permission of a parent or guardian. We do not knowingly collect personal data from children without that permission; if you believe a child has given us personal data, please contact us and we will delete it.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'We may update this policy from time to time. We will post the new policy on this page, update the "last updated" date at the top and, for significant changes, let you know by email or a notice in the Service. Please review this policy periodically.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [
        'If you have any questions about this privacy policy, you can contact us:',
        {
          list: [
            ['By email: ', supportEmailLink],
            `By post: ${company.legalName}, ${company.address}`,
          ],
        },
      ],
    },
  ],
};
