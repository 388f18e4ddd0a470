import { m } from '../paraglide/messages.js';

// Everything that names the product or points outside the site lives here, so a rebrand or
// a move to real hosts is one edit. Addresses default to the reserved `.example` domain.
// Names are in the page's language (the Arabic pages write تمرين); addresses stay ASCII.
const productName = m.brand_product_name();
const slug = 'tamreen';
const siteHost = `${slug}.example`;
// The office, in parts for structured data; the contact page prints it as one line.
const postalAddress = {
  streetAddress: m.brand_street_address(),
  addressLocality: m.brand_locality(),
  addressCountry: 'EG',
} as const;

export const brand = {
  productName,
  businessProductName: m.brand_business_product_name(),
  siteHost,
  /** Where the pages are served: canonical links, share URLs and structured data start here. */
  origin: `https://${siteHost}`,
  apiHost: `api.${siteHost}`,
  supportEmail: `support@${siteHost}`,
  company: {
    legalName: m.brand_company_legal_name(),
    address: m.brand_company_address({
      street: postalAddress.streetAddress,
      locality: postalAddress.addressLocality,
    }),
    postalAddress,
    phone: '+20 2 0000 0000',
  },
  websitePlaceholder: `www.${siteHost}`,
  privacyPolicyDocumentUrl: `https://${siteHost}/legal/privacy-policy.pdf`,
  stores: {
    appStore: `https://apps.apple.example/app/${slug}`,
    googlePlay: `https://play.google.example/store/apps/details?id=example.${slug}`,
  },
  social: {
    instagram: `https://instagram.example/${slug}`,
    facebook: `https://facebook.example/${slug}`,
    linkedin: `https://linkedin.example/company/${slug}`,
    tiktok: `https://tiktok.example/@${slug}`,
  },
  poweredBy: { name: m.brand_powered_by_name(), url: `https://labs.${siteHost}` },
} as const;

export type Brand = typeof brand;
