// Everything that names the product or points outside the site lives here, so a rebrand or
// a move to real hosts is one edit. Addresses default to the reserved `.example` domain.
const productName = 'Tamreen';
const siteHost = 'tamreen.example';
// The office, in parts for structured data; the contact page prints it as one line.
const postalAddress = {
  streetAddress: '26 July Street, Zamalek',
  addressLocality: 'Cairo',
  addressCountry: 'EG',
} as const;

export const brand = {
  productName,
  businessProductName: `${productName} for Business`,
  siteHost,
  /** Where the pages are served: canonical links, share URLs and structured data start here. */
  origin: `https://${siteHost}`,
  apiHost: `api.${siteHost}`,
  supportEmail: `support@${siteHost}`,
  company: {
    legalName: `${productName} Technologies S.A.E.`,
    address: `${postalAddress.streetAddress}, ${postalAddress.addressLocality}, Egypt`,
    postalAddress,
    phone: '+20 2 0000 0000',
  },
  websitePlaceholder: `www.${siteHost}`,
  privacyPolicyDocumentUrl: `https://${siteHost}/legal/privacy-policy.pdf`,
  stores: {
    appStore: `https://apps.apple.example/app/${productName.toLowerCase()}`,
    googlePlay: `https://play.google.example/store/apps/details?id=example.${productName.toLowerCase()}`,
  },
  social: {
    instagram: `https://instagram.example/${productName.toLowerCase()}`,
    facebook: `https://facebook.example/${productName.toLowerCase()}`,
    linkedin: `https://linkedin.example/company/${productName.toLowerCase()}`,
    tiktok: `https://tiktok.example/@${productName.toLowerCase()}`,
  },
  poweredBy: { name: `${productName} Labs`, url: `https://labs.${siteHost}` },
} as const;

export type Brand = typeof brand;
