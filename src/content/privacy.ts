import { m } from '../paraglide/messages.js';
import { brand } from './brand';
import { LAST_UPDATED, supportEmailLink, type LegalDocumentContent } from './legal';

const { company } = brand;

export const privacyPolicy: LegalDocumentContent = {
  title: m.privacy_title(),
  ...LAST_UPDATED,
  intro: [m.privacy_intro_1({ companyLegalName: company.legalName }), m.privacy_intro_2()],
  sections: [
    {
      id: 'definitions',
      title: m.privacy_definitions_title(),
      blocks: [
        m.privacy_definitions_1(),
        {
          list: [
            m.privacy_definitions_list_1({
              companyLegalName: company.legalName,
              companyAddress: company.address,
            }),
            m.privacy_definitions_list_2(),
            m.privacy_definitions_list_3(),
            m.privacy_definitions_list_4(),
            m.privacy_definitions_list_5(),
            m.privacy_definitions_list_6(),
            m.privacy_definitions_list_7(),
          ],
        },
      ],
    },
    {
      id: 'data-we-collect',
      title: m.privacy_data_we_collect_title(),
      blocks: [
        [{ lead: m.privacy_data_we_collect_1_lead() }, m.privacy_data_we_collect_1()],
        {
          list: [
            m.privacy_data_we_collect_list_1(),
            m.privacy_data_we_collect_list_2(),
            m.privacy_data_we_collect_list_3(),
            m.privacy_data_we_collect_list_4(),
            m.privacy_data_we_collect_list_5(),
          ],
        },
        [{ lead: m.privacy_data_we_collect_2_lead() }, m.privacy_data_we_collect_2()],
        {
          list: [
            m.privacy_data_we_collect_list2_1(),
            m.privacy_data_we_collect_list2_2(),
            m.privacy_data_we_collect_list2_3(),
            m.privacy_data_we_collect_list2_4(),
          ],
        },
        // Field vitals (src/slowPhone/vitals, POST /vitals in docs/api.md): what, without what, how
        // long.
        m.privacy_data_we_collect_2_vitals(),
        m.privacy_data_we_collect_2_summaries(),
        [{ lead: m.privacy_data_we_collect_3_lead() }, m.privacy_data_we_collect_3()],
      ],
    },
    {
      id: 'how-we-use-your-data',
      title: m.privacy_how_we_use_your_data_title(),
      blocks: [
        m.privacy_how_we_use_your_data_1(),
        {
          list: [
            m.privacy_how_we_use_your_data_list_1(),
            m.privacy_how_we_use_your_data_list_2(),
            m.privacy_how_we_use_your_data_list_3(),
            m.privacy_how_we_use_your_data_list_4(),
            m.privacy_how_we_use_your_data_list_5(),
            m.privacy_how_we_use_your_data_list_6(),
          ],
        },
        m.privacy_how_we_use_your_data_2(),
      ],
    },
    {
      id: 'retention',
      title: m.privacy_retention_title(),
      blocks: [m.privacy_retention_1(), m.privacy_retention_2()],
    },
    {
      id: 'security',
      title: m.privacy_security_title(),
      blocks: [m.privacy_security_1(), m.privacy_security_2()],
    },
    {
      id: 'your-rights',
      title: m.privacy_your_rights_title(),
      blocks: [
        [m.privacy_your_rights_1_part_1(), supportEmailLink, m.privacy_your_rights_1_part_2()],
      ],
    },
    {
      id: 'deleting-your-account',
      title: m.privacy_deletion_title(),
      blocks: [
        [
          m.privacy_deletion_1_part_1(),
          { text: m.privacy_deletion_1_link(), to: '/delete-account' },
          m.privacy_deletion_1_part_2(),
        ],
        m.privacy_deletion_2(),
        {
          list: [
            m.privacy_deletion_list_1(),
            m.privacy_deletion_list_2(),
            m.privacy_deletion_list_3(),
            m.privacy_deletion_list_4(),
          ],
        },
        m.privacy_deletion_3(),
      ],
    },
    {
      id: 'children',
      title: m.privacy_children_title(),
      blocks: [m.privacy_children_1()],
    },
    {
      id: 'changes',
      title: m.privacy_changes_title(),
      blocks: [m.privacy_changes_1()],
    },
    {
      id: 'contact',
      title: m.privacy_contact_title(),
      blocks: [
        m.privacy_contact_1(),
        {
          list: [
            [m.privacy_contact_list_1(), supportEmailLink],
            m.privacy_contact_list_2({
              companyLegalName: company.legalName,
              companyAddress: company.address,
            }),
          ],
        },
      ],
    },
  ],
};
