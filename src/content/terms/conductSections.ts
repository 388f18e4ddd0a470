import { m } from '../../paraglide/messages.js';
import { brand } from '../brand';
import type { LegalSection } from '../legal';

// Sections 9–18: how users may behave, what they may post, the app licence, third parties,
// and how we moderate.
export const conductSections: readonly LegalSection[] = [
  {
    id: 'prohibited-activities',
    title: m.terms_prohibited_activities_title(),
    blocks: [
      m.terms_prohibited_activities_1(),
      {
        list: [
          m.terms_prohibited_activities_list_1(),
          m.terms_prohibited_activities_list_2(),
          m.terms_prohibited_activities_list_3(),
          m.terms_prohibited_activities_list_4(),
          m.terms_prohibited_activities_list_5(),
          m.terms_prohibited_activities_list_6(),
          m.terms_prohibited_activities_list_7(),
          m.terms_prohibited_activities_list_8(),
          m.terms_prohibited_activities_list_9(),
          m.terms_prohibited_activities_list_10(),
          m.terms_prohibited_activities_list_11(),
        ],
      },
    ],
  },
  {
    id: 'user-generated-contributions',
    title: m.terms_user_generated_contributions_title(),
    blocks: [
      m.terms_user_generated_contributions_1(),
      {
        list: [
          m.terms_user_generated_contributions_list_1(),
          m.terms_user_generated_contributions_list_2(),
          m.terms_user_generated_contributions_list_3(),
          m.terms_user_generated_contributions_list_4(),
          m.terms_user_generated_contributions_list_5(),
          m.terms_user_generated_contributions_list_6(),
        ],
      },
      m.terms_user_generated_contributions_2(),
    ],
  },
  {
    id: 'contribution-license',
    title: m.terms_contribution_license_title(),
    empty: true,
    blocks: [],
  },
  {
    id: 'guidelines-for-reviews',
    title: m.terms_guidelines_for_reviews_title(),
    blocks: [
      m.terms_guidelines_for_reviews_1(),
      {
        list: [
          m.terms_guidelines_for_reviews_list_1(),
          m.terms_guidelines_for_reviews_list_2(),
          m.terms_guidelines_for_reviews_list_3(),
          m.terms_guidelines_for_reviews_list_4(),
          m.terms_guidelines_for_reviews_list_5(),
        ],
      },
      m.terms_guidelines_for_reviews_2(),
    ],
  },
  {
    id: 'mobile-application-license',
    title: m.terms_mobile_application_license_title(),
    blocks: [m.terms_mobile_application_license_1(), m.terms_mobile_application_license_2()],
  },
  {
    id: 'social-media',
    title: m.terms_social_media_title(),
    blocks: [m.terms_social_media_1()],
  },
  {
    id: 'third-party-websites-and-content',
    title: m.terms_third_party_websites_and_content_title(),
    blocks: [m.terms_third_party_websites_and_content_1()],
  },
  {
    id: 'partner-businesses',
    title: m.terms_partner_businesses_title(),
    blocks: [m.terms_partner_businesses_1()],
  },
  {
    id: 'services-management',
    title: m.terms_services_management_title(),
    blocks: [
      m.terms_services_management_1(),
      {
        list: [
          m.terms_services_management_list_1(),
          m.terms_services_management_list_2(),
          m.terms_services_management_list_3(),
          m.terms_services_management_list_4(),
          m.terms_services_management_list_5(),
        ],
      },
    ],
  },
  {
    id: 'privacy-policy',
    title: m.terms_privacy_policy_title(),
    blocks: [
      [
        m.terms_privacy_policy_1_part_1(),
        { text: m.terms_privacy_policy_1_link(), href: brand.privacyPolicyDocumentUrl },
        m.terms_privacy_policy_1_part_2(),
      ],
      m.terms_privacy_policy_2(),
    ],
  },
];
