import { formatNumber, intlLocale } from '../i18n/format';
import { m } from '../paraglide/messages.js';
import type { Failure } from '../schemas/failure';
import { serverWords } from './failures';

// A calendar day (YYYY-MM-DD, a UTC date) as staff read it, e.g. "18 Nov 2026". Here, not in
// src/i18n/format.ts, which every page loads: only the console writes days.
function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

// The support console's words. Staff read these; owners never see the console.
export const supportCopy = {
  signIn: {
    title: m.support_sign_in_title(),
    lead: m.support_sign_in_lead(),
    email: m.support_sign_in_email(),
    password: m.support_sign_in_password(),
    submit: m.support_sign_in_submit(),
    pending: m.support_sign_in_pending(),
    failed: m.support_sign_in_failed(),
    sessionEnded: m.support_sign_in_session_ended(),
  },
  list: {
    title: m.support_list_title(),
    lead: m.support_list_lead(),
    signOut: m.support_list_sign_out(),
    empty: m.support_list_empty(),
    loading: m.support_list_loading(),
    failed: m.support_list_failed(),
    columns: {
      reference: m.support_list_column_reference(),
      when: m.support_list_column_when(),
      steps: m.support_list_column_steps(),
    },
    open: (reference: string) => m.support_list_open({ reference }),
    pages: m.support_list_pages(),
    newer: m.support_list_newer(),
    older: m.support_list_older(),
    // The count picks the plural form; its digits are written the page's way.
    steps: (count: number) => m.support_list_steps({ count, countText: formatNumber(count) }),
  },
  search: {
    label: m.support_search_label(),
    hint: m.support_search_hint(),
    submit: m.support_search_submit(),
    badFormat: m.support_search_bad_format(),
    notFound: m.support_search_not_found(),
    failed: m.support_search_failed(),
    loading: m.support_search_loading(),
  },
  trace: {
    title: (reference: string) => m.support_trace_title({ reference }),
    back: m.support_trace_back(),
    download: m.support_trace_download(),
    keep: m.support_trace_keep(),
    uploadedAt: m.support_trace_uploaded_at(),
    timeline: m.support_trace_timeline(),
    timelineHint: m.support_trace_timeline_hint(),
    mismatchTitle: m.support_trace_mismatch_title(),
    mismatchLead: m.support_trace_mismatch_lead(),
    invalid: m.support_trace_invalid(),
    ownerScreen: (step: number) => m.support_trace_owner_screen({ step: formatNumber(step) }),
    ownerScreenTitle: m.support_trace_owner_screen_title(),
    diagramTitle: m.support_trace_diagram_title(),
    diagramLabel: (machine: string, state: string) =>
      m.support_trace_diagram_label({ machine, state: state || m.support_trace_no_state() }),
    diagramTaken: m.support_trace_diagram_taken(),
    diagramInitial: m.support_trace_diagram_initial(),
    diagramFinal: m.support_trace_diagram_final(),
    noToasts: m.support_trace_no_toasts(),
    toastsTitle: m.support_trace_toasts_title(),
    blankScreen: m.support_trace_blank_screen(),
    loggedIn: m.support_trace_logged_in(),
    contactTitle: m.support_trace_contact_title(),
    contactSending: m.support_trace_contact_sending(),
    contactFailed: m.support_trace_contact_failed(),
    contactSent: m.support_trace_contact_sent(),
    contactEditing: m.support_trace_contact_editing(),
    // Seconds since the trace began, to a tenth.
    elapsed: (milliseconds: number) =>
      m.support_trace_elapsed({
        seconds: formatNumber(milliseconds / 1000, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }),
      }),
  },
  nav: {
    label: m.support_nav_label(),
    traces: m.support_nav_traces(),
    vitals: m.support_nav_vitals(),
  },
  vitals: {
    title: m.support_vitals_title(),
    lead: m.support_vitals_lead(),
    periods: m.support_vitals_periods(),
    period: { 7: m.support_vitals_last_7(), 28: m.support_vitals_last_28() },
    // The first day counted (YYYY-MM-DD), written the page's way.
    since: (day: string) => m.support_vitals_since({ since: formatDay(day) }),
    byRoute: m.support_vitals_by_route(),
    byEvent: m.support_vitals_by_event(),
    byLocale: m.support_vitals_by_locale(),
    columns: {
      route: m.support_vitals_column_route(),
      event: m.support_vitals_column_event(),
      locale: m.support_vitals_column_locale(),
      metric: m.support_vitals_column_metric(),
      p75: m.support_vitals_column_p75(),
      good: m.support_vitals_column_good(),
      needsImprovement: m.support_vitals_column_needs_improvement(),
      poor: m.support_vitals_column_poor(),
    },
    empty: m.support_vitals_empty(),
    loading: m.support_vitals_loading(),
    failed: m.support_vitals_failed(),
    // Each language in itself, as the language switch names it.
    locales: { en: m.support_vitals_locale_en(), ar: m.support_vitals_locale_ar() },
    // LCP and INP in whole milliseconds, CLS as the unitless score it is.
    value: (metric: 'LCP' | 'INP' | 'CLS', value: number) =>
      metric === 'CLS'
        ? formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 3 })
        : m.support_vitals_ms({ value: formatNumber(Math.round(value)) }),
    count: (count: number) => formatNumber(count),
  },
  placeholders: {
    phone: '01• •••• ••67',
    businessName: m.support_placeholder_business_name(),
    ownerName: m.support_placeholder_owner_name(),
  },
} as const;

// Where the console tells of a failed call: signing in, a session the API refused, reading
// the list, opening a trace, reading the field vitals.
export type SupportFailurePlace = 'signIn' | 'sessionEnded' | 'list' | 'open' | 'vitals';

interface FailureLines {
  // The place's line for a failure nothing more precise explains.
  failed: () => string;
  // Statuses with a line of their own at this place.
  status?: Partial<Record<number, () => string>>;
}

const FAILURE_LINES: Record<SupportFailurePlace, FailureLines> = {
  signIn: { failed: m.support_sign_in_failed },
  sessionEnded: { failed: m.support_sign_in_session_ended },
  list: { failed: m.support_list_failed },
  open: { failed: m.support_search_failed, status: { 404: m.support_search_not_found } },
  vitals: { failed: m.support_vitals_failed },
};

/**
 * A failed call as staff read it at `place`: the server's own words where it gave some and
 * the page is in its language (a wrong password, an unknown reference), no answer in the
 * site's words for that, else the place's line.
 */
export function supportFailureText(place: SupportFailurePlace, failure: Failure): string {
  const lines = FAILURE_LINES[place];
  switch (failure.kind) {
    case 'timeout':
      return m.api_timeout();
    case 'network':
      return m.api_network();
    case 'http':
      return serverWords(failure) ?? (lines.status?.[failure.status] ?? lines.failed)();
    default:
      return lines.failed();
  }
}
