import { brand } from './brand';
import type { FaqEntry } from './faq';

// schema.org data for search engines, written into the prerendered pages as JSON-LD.
// Built only from content constants, so every build writes the same bytes.

type JsonLd = { readonly [key: string]: string | JsonLd | readonly (string | JsonLd)[] };

export function organizationLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.productName,
    legalName: brand.company.legalName,
    url: `${brand.origin}/`,
    logo: `${brand.origin}/favicon.svg`,
    email: brand.supportEmail,
    telephone: brand.company.phone,
    address: { '@type': 'PostalAddress', ...brand.company.postalAddress },
    sameAs: Object.values(brand.social),
  };
}

/** An FAQ as search engines read it: each answer's paragraphs as one plain text. */
export function faqPageLd(items: readonly FaqEntry[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">` body. An HTML parser ends the script at
 * the first `</script` and treats `<!--` specially whatever the type, so no `<` may appear
 * raw; `\u003c` is the same character to a JSON parser.
 */
export function serializeLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function ldScript(data: JsonLd) {
  return { type: 'application/ld+json', children: serializeLd(data) };
}
