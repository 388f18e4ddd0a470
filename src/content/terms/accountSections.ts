import { m } from '../../paraglide/messages.js';
import { supportEmailLink, type LegalSection } from '../legal';

// Sections 1–8: what users contribute, what the Services are, and how accounts and
// subscriptions work.
export const accountSections: readonly LegalSection[] = [
  {
    id: 'user-submissions-and-contributions',
    title: m.terms_user_submissions_and_contributions_title(),
    blocks: [
      m.terms_user_submissions_and_contributions_1(),
      m.terms_user_submissions_and_contributions_2(),
    ],
  },
  {
    id: 'services',
    title: m.terms_services_title(),
    blocks: [m.terms_services_1(), m.terms_services_2()],
  },
  {
    id: 'intellectual-property',
    title: m.terms_intellectual_property_title(),
    blocks: [m.terms_intellectual_property_1(), m.terms_intellectual_property_2()],
  },
  {
    id: 'user-representations',
    title: m.terms_user_representations_title(),
    blocks: [
      m.terms_user_representations_1(),
      {
        list: [
          m.terms_user_representations_list_1(),
          m.terms_user_representations_list_2(),
          m.terms_user_representations_list_3(),
          m.terms_user_representations_list_4(),
          m.terms_user_representations_list_5(),
        ],
      },
      m.terms_user_representations_2(),
    ],
  },
  {
    id: 'user-registration',
    title: m.terms_user_registration_title(),
    blocks: [m.terms_user_registration_1(), m.terms_user_registration_2()],
  },
  {
    id: 'purchases-and-payment',
    title: m.terms_purchases_and_payment_title(),
    empty: true,
    blocks: [],
  },
  {
    id: 'subscriptions',
    title: m.terms_subscriptions_title(),
    blocks: [
      [{ lead: m.terms_subscriptions_1_lead() }, m.terms_subscriptions_1()],
      [{ lead: m.terms_subscriptions_2_lead() }, m.terms_subscriptions_2()],
      [
        { lead: m.terms_subscriptions_3_lead() },
        m.terms_subscriptions_3_part_1(),
        supportEmailLink,
        m.terms_subscriptions_3_part_2(),
      ],
      [{ lead: m.terms_subscriptions_4_lead() }, m.terms_subscriptions_4()],
    ],
  },
  {
    id: 'policy',
    title: m.terms_policy_title(),
    blocks: [m.terms_policy_1()],
  },
];
