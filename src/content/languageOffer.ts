import { m } from '../paraglide/messages.js';

// The offer to read the site in Arabic, said in Arabic on the English pages it appears on:
// it is for a reader whose browser asks for Arabic first.
const ar = { locale: 'ar' } as const;

export const languageOfferCopy = {
  label: m.language_offer_label({}, ar),
  lead: m.language_offer_lead({}, ar),
  accept: m.language_offer_switch({}, ar),
  dismiss: m.language_offer_dismiss({}, ar),
} as const;
