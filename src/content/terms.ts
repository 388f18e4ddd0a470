import { m } from '../paraglide/messages.js';
import { brand } from './brand';
import { LAST_UPDATED, type LegalDocumentContent } from './legal';
import { accountSections } from './terms/accountSections';
import { conductSections } from './terms/conductSections';
import { legalSections } from './terms/legalSections';

const { company, siteHost } = brand;

export const termsOfUse: LegalDocumentContent = {
  title: m.terms_title(),
  ...LAST_UPDATED,
  intro: [
    m.terms_intro_1({ companyLegalName: company.legalName, companyAddress: company.address }),
    m.terms_intro_2({ siteHost }),
    m.terms_intro_3(),
    m.terms_intro_4(),
  ],
  sections: [...accountSections, ...conductSections, ...legalSections],
};
