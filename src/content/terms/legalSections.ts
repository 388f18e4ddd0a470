import { isolate } from '../../i18n/format';
import { m } from '../../paraglide/messages.js';
import { brand } from '../brand';
import { supportEmailLink, type LegalSection, type PendingValue } from '../legal';

/** Not decided yet; the page shows a marked placeholder until a number is set here. */
export const numberOfArbitrators: number | null = null;

const arbitrators: PendingValue = {
  placeholder: m.terms_arbitrators_placeholder(),
  value: numberOfArbitrators,
};

const { company } = brand;

// Sections 19–31: termination, law and disputes, liability, and how to reach us.
export const legalSections: readonly LegalSection[] = [
  {
    id: 'copyright-infringements',
    title: m.terms_copyright_infringements_title(),
    blocks: [
      [
        m.terms_copyright_infringements_1_part_1(),
        supportEmailLink,
        m.terms_copyright_infringements_1_part_2(),
      ],
    ],
  },
  {
    id: 'term-and-termination',
    title: m.terms_term_and_termination_title(),
    blocks: [m.terms_term_and_termination_1(), m.terms_term_and_termination_2()],
  },
  {
    id: 'modifications-and-interruptions',
    title: m.terms_modifications_and_interruptions_title(),
    blocks: [m.terms_modifications_and_interruptions_1()],
  },
  {
    id: 'governing-law',
    title: m.terms_governing_law_title(),
    blocks: [m.terms_governing_law_1()],
  },
  {
    id: 'dispute-resolution',
    title: m.terms_dispute_resolution_title(),
    blocks: [
      [{ lead: m.terms_dispute_resolution_1_lead() }, m.terms_dispute_resolution_1()],
      [
        { lead: m.terms_dispute_resolution_2_lead() },
        m.terms_dispute_resolution_2_part_1(),
        arbitrators,
        m.terms_dispute_resolution_2_part_2(),
      ],
      [{ lead: m.terms_dispute_resolution_3_lead() }, m.terms_dispute_resolution_3()],
    ],
  },
  {
    id: 'corrections',
    title: m.terms_corrections_title(),
    blocks: [m.terms_corrections_1()],
  },
  {
    id: 'disclaimer',
    title: m.terms_disclaimer_title(),
    blocks: [m.terms_disclaimer_1()],
  },
  {
    id: 'limitations-of-liability',
    title: m.terms_limitations_of_liability_title(),
    blocks: [m.terms_limitations_of_liability_1()],
  },
  {
    id: 'indemnification',
    title: m.terms_indemnification_title(),
    blocks: [m.terms_indemnification_1()],
  },
  {
    id: 'user-data',
    title: m.terms_user_data_title(),
    blocks: [m.terms_user_data_1()],
  },
  {
    id: 'electronic-communications',
    title: m.terms_electronic_communications_title(),
    blocks: [m.terms_electronic_communications_1()],
  },
  {
    id: 'miscellaneous',
    title: m.terms_miscellaneous_title(),
    blocks: [m.terms_miscellaneous_1()],
  },
  {
    id: 'contact-us',
    title: m.terms_contact_us_title(),
    blocks: [
      m.terms_contact_us_1(),
      {
        list: [
          company.legalName,
          company.address,
          [m.terms_contact_us_list_3(), supportEmailLink],
          m.terms_contact_us_list_4({ companyPhone: isolate(company.phone) }),
        ],
      },
    ],
  },
];
