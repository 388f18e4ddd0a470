import { m } from '../paraglide/messages.js';
import { getLocale, type Locale } from '../paraglide/runtime.js';
import { SERVER_LANGUAGE, type Failure } from '../schemas/failure';
import { brand } from './brand';

// The fields' labels; their messages are in src/content/fields/validation.ts.
export const contactFieldLabels = {
  fullname: m.contact_field_fullname(),
  email: m.contact_field_email(),
  message: m.contact_field_message(),
} as const;

export const contactCopy = {
  eyebrow: m.contact_eyebrow(),
  title: m.contact_title(),
  lead: m.contact_lead(),
  formTitle: m.contact_form_title(),
  formNote: m.contact_form_note(),
  // The product's display text for an empty field, shown as each field's placeholder.
  fieldPrompt: m.contact_field_prompt(),
  // Shown when this tab holds a flow trace; the reference lets support find it.
  attachTrace: (reference: string) => m.contact_attach_trace({ reference }),
  submit: m.contact_submit(),
  submitting: m.contact_submitting(),
  errors: {
    network: m.contact_error_network(),
    server: m.contact_error_server(),
  },
  info: {
    title: m.contact_info_title(),
    lead: m.contact_info_lead({ businessProductName: brand.businessProductName }),
    addressLabel: m.contact_info_address(),
    phoneLabel: m.contact_info_phone(),
    supportLabel: m.contact_info_support(),
    supportNote: m.contact_info_support_note(),
  },
} as const;

/**
 * Why a send failed, in the page's words. No answer (or none that makes sense): check the
 * connection. The server refused it: its own words on an English page (it answers in
 * English), else ours.
 */
export function contactFailureText(failure: Failure, locale: Locale = getLocale()): string {
  const words = { locale };
  if (failure.kind !== 'http') return m.contact_error_network({}, words);
  // The server's own words are in its language: shown on pages in that language only.
  return (locale === SERVER_LANGUAGE && failure.said?.trim()) || m.contact_error_server({}, words);
}

export const thankYouCopy = {
  eyebrow: m.thank_you_eyebrow(),
  reference: (reference: string) => m.thank_you_reference({ reference }),
  title: m.thank_you_title(),
  fallback: [m.thank_you_fallback_1(), m.thank_you_fallback_2()],
  backHome: m.thank_you_back_home(),
} as const;
