import { m } from '../paraglide/messages.js';
import { brand } from './brand';

// Shape of a legal document (terms, privacy) as data, rendered by the LegalDocument component.

/** A value the business has not decided yet; shown as a visibly marked placeholder until set. */
export interface PendingValue {
  placeholder: string;
  value: string | number | null;
}

export interface InlineLink {
  text: string;
  href: string;
}

/** A run-in heading at the start of a paragraph, such as "Free trial." */
export interface Lead {
  lead: string;
}

/** A link to a page of this site, by its route path (the router writes the language prefix). */
export interface PageLink {
  text: string;
  to: '/delete-account';
}

export type Inline = string | InlineLink | PageLink | PendingValue | Lead;

/** Running text: plain, or a sequence of text, links and pending values. */
export type RichText = string | readonly Inline[];

/** A paragraph, or a bulleted list of items. */
export type LegalBlock = RichText | { list: readonly RichText[] };

export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
  /** Deliberately without content; the page says so instead of showing nothing. */
  empty?: boolean;
}

export interface LegalDocumentContent {
  title: string;
  /** Display form, exactly as published. */
  lastUpdated: string;
  /** ISO date for the <time> element. */
  lastUpdatedIso: string;
  intro: readonly LegalBlock[];
  sections: readonly LegalSection[];
}

export const supportEmailLink: InlineLink = {
  text: brand.supportEmail,
  href: `mailto:${brand.supportEmail}`,
};

export const LAST_UPDATED = {
  lastUpdated: m.legal_last_updated_date(),
  lastUpdatedIso: '2025-01-01',
};

// The layout's own words live beside the documents so that each language build gets them from
// its message catalogue, like the rest of the page.
export const legalLabels = {
  eyebrow: m.legal_eyebrow(),
  lastUpdated: m.legal_last_updated(),
  contents: m.legal_contents(),
  emptySection: m.legal_empty_section(),
  backToTop: m.legal_back_to_top(),
} as const;
