import { m } from '../paraglide/messages.js';

// The account deletion's screens: asking for the phone, confirming, and what is left after.
export const deletionScreens = {
  title: m.screen_delete_title(),
  lead: m.screen_delete_lead(),
  keep: m.screen_delete_keep(),
  home: m.screen_delete_home(),
  // The verified code's proof was refused (used up by another tab, or too old).
  proofSpent: m.tabs_proof_refused(),
  confirm: {
    title: m.screen_delete_confirm_title(),
    lead: m.screen_delete_confirm_lead(),
    deleted: {
      heading: m.screen_delete_confirm_deleted_heading(),
      items: [
        m.screen_delete_confirm_deleted_account(),
        m.screen_delete_confirm_deleted_messages(),
        m.screen_delete_confirm_deleted_traces(),
        m.screen_delete_confirm_deleted_member(),
      ],
    },
    kept: {
      heading: m.screen_delete_confirm_kept_heading(),
      items: [m.screen_delete_confirm_kept_record(), m.screen_delete_confirm_kept_law()],
    },
    subscription: {
      heading: m.screen_delete_confirm_subscription_heading(),
      items: [m.screen_delete_confirm_subscription()],
    },
    tick: m.screen_delete_confirm_tick(),
    tickRequired: m.screen_delete_confirm_tick_required(),
    submit: m.screen_delete_confirm_submit(),
    deleting: m.screen_delete_confirm_deleting(),
    cancel: m.screen_delete_confirm_cancel(),
  },
  done: {
    title: m.screen_delete_done_title(),
    lead: m.screen_delete_done_lead(),
    app: m.screen_delete_done_app(),
    home: m.screen_delete_home(),
  },
  noAccount: {
    lead: m.screen_delete_no_account_lead(),
    signup: m.screen_delete_no_account_signup(),
    contact: m.screen_delete_no_account_contact(),
    otherNumber: m.screen_no_account_other_number(),
  },
} as const;
