import { formatDateTime, formatNumber, intlLocale } from '../../i18n/format';
import { m } from '../../paraglide/messages.js';
import type { Failure } from '../../schemas/failure';
import {
  isTraceMachine,
  labelOf,
  stepKeyOf,
  TRACE_MACHINES,
  type FunnelStep,
  type TraceMachine,
} from '../../flows/registry';
import { serverWords } from '../../content/failures';
// The console's words that the registry names by message key (each machine's name, each step
// of a trace; a failed call's words name its outcome code), generated from the registry.
import { NAMED_WORDS } from '../../content/namedWords.gen';

// A calendar day (YYYY-MM-DD, a UTC date) as staff read it, e.g. "18 Nov 2026". Here, not in
// src/i18n/format.ts, which every page loads: only the console writes days.
const percent = (share: number) => formatNumber(share, { style: 'percent' });

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
    filters: m.support_list_filters(),
    find: m.support_list_filter_find(),
    statusAny: m.support_list_filter_status_any(),
    machineAny: m.support_list_filter_machine_any(),
    state: m.support_list_filter_state(),
    stateHint: m.support_list_filter_state_hint(),
    failure: m.support_list_filter_failure(),
    failureHint: m.support_list_filter_failure_hint(),
    clear: m.support_list_filter_clear(),
    filteredEmpty: m.support_list_filtered_empty(),
    status: m.support_list_column_status(),
    locale: m.support_list_column_locale(),
  },
  search: {
    label: m.support_search_label(),
    hint: m.support_search_hint(),
    submit: m.support_search_submit(),
    badFormat: m.support_search_bad_format(),
    notFound: m.support_search_not_found(),
    failed: m.support_search_failed(),
    // A trace of a flow this console does not have: refused, never replayed as another.
    unknownFlow: (machine?: string) =>
      machine
        ? m.support_search_unknown_flow({ machine })
        : m.support_search_unknown_flow_unnamed(),
    loading: m.support_search_loading(),
  },
  trace: {
    title: (reference: string) => m.support_trace_title({ reference }),
    back: m.support_trace_back(),
    download: m.support_trace_download(),
    keep: m.support_trace_keep(),
    copyStep: (step: number) => m.support_trace_copy_step({ step: formatNumber(step) }),
    stepCopied: (step: number) => m.support_trace_step_copied({ step: formatNumber(step) }),
    copyFailed: m.support_trace_copy_failed(),
    uploadedAt: m.support_trace_uploaded_at(),
    timeline: m.support_trace_timeline(),
    timelineHint: m.support_trace_timeline_hint(),
    mismatchTitle: m.support_trace_mismatch_title(),
    mismatchLead: m.support_trace_mismatch_lead(),
    olderTitle: m.support_trace_older_title(),
    olderMachine: (machine: string, recorded: string, today: string) =>
      m.support_trace_older_machine({ machine: machineName(machine), recorded, today }),
    olderLead: m.support_trace_older_lead(),
    olderSame: m.support_trace_older_same(),
    unversioned: m.support_trace_unversioned(),
    compareTitle: (step: number) => m.support_trace_compare_title({ step: formatNumber(step) }),
    compareOwner: m.support_trace_compare_owner(),
    compareToday: m.support_trace_compare_today(),
    // A step that left the machine where it was says so, rather than "from X to X".
    compareMoved: (step: string, machine: string, from: string, to: string) =>
      from === to
        ? m.support_trace_compare_kept({
            step,
            machine: machineName(machine),
            state: to || m.support_trace_no_state(),
          })
        : m.support_trace_compare_moved({
            step,
            machine: machineName(machine),
            from: from || m.support_trace_no_state(),
            to: to || m.support_trace_no_state(),
          }),
    compareStayed: (machine: string, state: string) =>
      m.support_trace_compare_stayed({
        machine: machineName(machine),
        state: state || m.support_trace_no_state(),
      }),
    compareNotRunning: (machine: string) =>
      m.support_trace_compare_not_running({ machine: machineName(machine) }),
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
  signedInAs: (email: string) => m.support_signed_in_as({ email }),
  case: {
    title: m.support_case_title(),
    status: m.support_case_status(),
    statuses: {
      new: m.support_case_status_new(),
      'in-progress': m.support_case_status_in_progress(),
      resolved: m.support_case_status_resolved(),
    },
    saved: (status: string) => m.support_case_status_saved({ status }),
    notes: m.support_case_notes(),
    noNotes: m.support_case_no_notes(),
    noteBy: (by: string, at: string) => m.support_case_note_by({ by, at: formatDateTime(at) }),
    noteLabel: m.support_case_note_label(),
    noteHint: m.support_case_note_hint(),
    add: m.support_case_note_add(),
    added: m.support_case_note_added(),
  },
  nav: {
    label: m.support_nav_label(),
    traces: m.support_nav_traces(),
    vitals: m.support_nav_vitals(),
    insight: m.support_nav_insight(),
  },
  insight: {
    traces: m.support_insight_traces(),
    failureTraces: (outcome: string) => m.support_insight_failure_traces({ outcome }),
    title: m.support_insight_title(),
    lead: m.support_insight_lead(),
    filters: m.support_insight_filters(),
    machine: m.support_insight_machine(),
    locale: m.support_insight_locale(),
    localeAll: m.support_insight_locale_all(),
    from: m.support_insight_from(),
    to: m.support_insight_to(),
    compare: m.support_insight_compare(),
    apply: m.support_insight_apply(),
    rangeInvalid: m.support_insight_range_invalid(),
    range: (from: string, to: string) =>
      m.support_insight_range({ from: formatDay(from), to: formatDay(to) }),
    previous: (from: string, to: string) =>
      m.support_insight_previous({ from: formatDay(from), to: formatDay(to) }),
    visits: (started: number, resumed: number, done: number) =>
      m.support_insight_visits({
        started: formatNumber(started),
        resumed: formatNumber(resumed),
        done: formatNumber(done),
      }),
    funnel: m.support_insight_funnel(),
    steps: {
      opened: m.support_insight_step_opened(),
      codeSent: m.support_insight_step_code_sent(),
      codeRight: m.support_insight_step_code_right(),
      account: m.support_insight_step_account(),
      loggedIn: m.support_insight_step_logged_in(),
      passwordChanged: m.support_insight_step_password_changed(),
      accountDeleted: m.support_insight_step_account_deleted(),
    } satisfies Record<FunnelStep, string>,
    share: (share: number) => m.support_insight_share({ share: percent(share) }),
    before: (count: number) => m.support_insight_before({ count: formatNumber(count) }),
    states: m.support_insight_states(),
    statesLabel: (machine: string) => m.support_insight_states_label({ machine }),
    reached: (count: number) => m.support_insight_reached({ count: formatNumber(count) }),
    left: (count: number, share: number) =>
      m.support_insight_left({ count: formatNumber(count), share: percent(share) }),
    time: (time: string) => m.support_insight_time({ time }),
    failures: m.support_insight_failures(),
    refused: m.support_insight_refused(),
    taken: (count: number) => m.support_insight_taken({ count: formatNumber(count) }),
    count: (count: number) => formatNumber(count),
    empty: m.support_insight_empty(),
    beacons: {
      title: m.support_insight_beacons(),
      lead: m.support_insight_beacons_lead(),
      none: m.support_insight_beacons_none(),
      caption: m.support_insight_beacons_caption(),
      day: (day: string) => formatDay(day),
      columns: {
        day: m.support_insight_beacons_day(),
        visitsRefused: m.support_insight_beacons_visits_refused(),
        visitsUncounted: m.support_insight_beacons_visits_uncounted(),
        vitalsRefused: m.support_insight_beacons_vitals_refused(),
        vitalsUncounted: m.support_insight_beacons_vitals_uncounted(),
      },
    },
    loading: m.support_insight_loading(),
    failed: m.support_insight_failed(),
    machines: Object.fromEntries(
      TRACE_MACHINES.map((machine) => [machine, NAMED_WORDS[labelOf(machine)]?.({ outcome: '' })]),
    ) as Record<TraceMachine, string>,
    times: {
      '<1s': m.support_insight_time_under_1s(),
      '1-5s': m.support_insight_time_1_5s(),
      '5-30s': m.support_insight_time_5_30s(),
      '30s-2m': m.support_insight_time_30s_2m(),
      '>2m': m.support_insight_time_over_2m(),
    },
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

// A machine as staff read it ("Sign-up: code step"); a name outside the list as it is.
function machineName(machine: string): string {
  const names: Record<string, string> = supportCopy.insight.machines;
  return names[machine] ?? machine;
}

/** A trace step in words: "Code sent", "Wrong code (auth/invalid-code)". */
export function stepWords(step: {
  machine: string;
  event: string;
  outcome?: string;
  refused?: boolean;
}): string {
  const outcome = step.outcome ?? '';
  if (step.event === 'xstate.error.actor.confirmCode' && outcome === 'auth/invalid-code')
    return m.support_step_code_wrong({ outcome });
  const key = isTraceMachine(step.machine) ? stepKeyOf(step.machine, step.event) : undefined;
  const words = (key && NAMED_WORDS[key]?.({ outcome })) ?? step.event;
  // The owner's press that the state could not take: a dead click, worth seeing.
  return step.refused ? m.support_step_refused({ step: words }) : words;
}

// Where the console tells of a failed call: signing in, a session the API refused, reading
// the list, opening a trace, reading the field vitals.
export type SupportFailurePlace =
  'signIn' | 'sessionEnded' | 'list' | 'open' | 'vitals' | 'insight' | 'case';

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
  insight: { failed: m.support_insight_failed },
  case: { failed: m.support_case_failed },
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
