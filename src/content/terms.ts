import { brand } from './brand';
import { LAST_UPDATED, type LegalDocumentContent } from './legal';
import { accountSections } from './terms/accountSections';
import { conductSections } from './terms/conductSections';
import { legalSections } from './terms/legalSections';

const { productName, company, siteHost } = brand;

export const termsOfUse: LegalDocumentContent = {
  title: 'Terms of use',
  ...LAST_UPDATED,
  intro: [
    `These terms of use are a legally binding agreement between you, whether personally or on behalf of a business ("you"), and ${company.legalName} ("Company", "we", "us" or "our"), a company registered in Cairo, Egypt, at ${company.address}.`,
    `We operate the website ${siteHost}, the ${productName} mobile application and the related products and services that refer or link to these terms (together, the "Services"). The Services are hosted in Egypt.`,
    'By accessing the Services, you confirm that you have read, understood and agreed to be bound by all of these terms. If you do not agree with all of them, you are prohibited from using the Services and must stop using them immediately.',
    'We may update these terms from time to time; the date above shows when they last changed. Please review them regularly: continuing to use the Services after an update means you accept the revised terms.',
  ],
  sections: [...accountSections, ...conductSections, ...legalSections],
};
