import { brand } from '../brand';
import { supportEmailLink, type LegalSection, type PendingValue } from '../legal';

/** Not decided yet; the page shows a marked placeholder until a number is set here. */
export const numberOfArbitrators: number | null = null;

const arbitrators: PendingValue = {
  placeholder: 'number of arbitrators to be confirmed',
  value: numberOfArbitrators,
};

const { company } = brand;

// Sections 19–31: termination, law and disputes, liability, and how to reach us.
export const legalSections: readonly LegalSection[] = [
  {
    id: 'copyright-infringements',
    title: 'Copyright infringements',
    blocks: [
      [
        'We respect the intellectual property rights of others. If you believe that material on the Services infringes a copyright you own or control, please tell us at ',
        supportEmailLink,
        ', describing the work and where it appears. A notification that is not made in good faith may expose you to liability.',
      ],
    ],
  },
  {
    id: 'term-and-termination',
    title: 'Term and termination',
    blocks: [
      'These terms remain in full force and effect while you use the Services. We reserve the right, at our sole discretion and without notice or liability, to deny access to and use of the Services to any person for any reason, including a breach of these terms or of any law, and to suspend or terminate your account.',
      'If we terminate or suspend your account, you may not register and create a new account under your name, a fake or borrowed name, or the name of any third party, even if you may be acting on behalf of that third party.',
    ],
  },
  {
    id: 'modifications-and-interruptions',
    title: 'Modifications and interruptions',
    blocks: [
      'We may change, modify or remove any part of the Services at any time and for any reason, without notice. We cannot guarantee that the Services will always be available: we may experience hardware, software or other problems, or need to carry out maintenance, which can result in interruptions, delays or errors. We are not liable for any loss caused by the Services being unavailable.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    blocks: [
      'These terms and your use of the Services are governed by and construed in accordance with the laws of the Arab Republic of Egypt.',
    ],
  },
  {
    id: 'dispute-resolution',
    title: 'Dispute resolution',
    blocks: [
      [
        { lead: 'Informal negotiations.' },
        ' To resolve any dispute quickly and at low cost, you and we agree first to try to negotiate it informally for at least thirty (30) days before starting arbitration. Negotiations begin when one party gives the other written notice.',
      ],
      [
        { lead: 'Binding arbitration.' },
        ' Any dispute that cannot be resolved informally will be finally resolved by arbitration. The seat of arbitration is Zagazig, Egypt; the language of the proceedings is English; and the number of arbitrators is ',
        arbitrators,
        '. The governing law of these terms is Egyptian law.',
      ],
      [
        { lead: 'Restrictions.' },
        ' Any arbitration is limited to the dispute between you and us individually. No arbitration may be joined with any other proceeding or brought as a class action.',
      ],
    ],
  },
  {
    id: 'corrections',
    title: 'Corrections',
    blocks: [
      'The Services may contain typographical errors, inaccuracies or omissions, including in descriptions, prices and availability. We reserve the right to correct them and to change or update information at any time, without prior notice.',
    ],
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    blocks: [
      'The Services are provided on an as-is and as-available basis. To the fullest extent permitted by law, we disclaim all warranties, express or implied, including the implied warranties of merchantability, fitness for a particular purpose and non-infringement. We make no warranty about the accuracy or completeness of the content of the Services or of any website linked to them.',
    ],
  },
  {
    id: 'limitations-of-liability',
    title: 'Limitations of liability',
    blocks: [
      'To the fullest extent permitted by law, neither we nor our directors, employees or agents will be liable to you for any indirect, consequential, incidental, special or punitive damages, including lost profit, lost revenue or loss of data, arising from your use of the Services. Our total liability to you for any cause is limited to the amount you paid us, if any, during the six (6) months before the cause of action arose.',
    ],
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    blocks: [
      'You agree to defend, indemnify and hold us harmless, including our subsidiaries, affiliates, officers, agents, partners and employees, from any loss, damage, liability, claim or demand, including reasonable legal fees, made by a third party because of your Contributions, your use of the Services, your breach of these terms or your violation of the rights of a third party.',
    ],
  },
  {
    id: 'user-data',
    title: 'User data',
    blocks: [
      'We keep certain data you transmit to the Services in order to manage their performance, as well as data about your use of them. Although we perform regular routine backups, you are solely responsible for the data you transmit or that relates to any activity you have undertaken using the Services.',
    ],
  },
  {
    id: 'electronic-communications',
    title: 'Electronic communications, transactions and signatures',
    blocks: [
      'Visiting the Services, sending us emails and completing online forms are electronic communications. You consent to receive electronic communications, and you agree that all agreements, notices and other communications we provide to you electronically, by email and on the Services, satisfy any legal requirement that such communication be in writing.',
    ],
  },
  {
    id: 'miscellaneous',
    title: 'Miscellaneous',
    blocks: [
      'These terms and any policies we post on the Services are the entire agreement between you and us. Our failure to exercise or enforce any right or provision of these terms does not waive it. If any provision is found unlawful, void or unenforceable, it is severable and does not affect the rest. We may assign any or all of our rights and obligations to others at any time.',
    ],
  },
  {
    id: 'contact-us',
    title: 'Contact us',
    blocks: [
      'To resolve a complaint about the Services or to receive further information about their use, please contact us:',
      {
        list: [
          company.legalName,
          company.address,
          ['Email: ', supportEmailLink],
          `Phone: ${company.phone}`,
        ],
      },
    ],
  },
];
