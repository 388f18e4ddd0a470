import { m } from '../paraglide/messages.js';

export const howItWorks = {
  hero: {
    eyebrow: m.how_hero_eyebrow(),
    title: m.how_hero_title(),
    lead: m.how_hero_lead(),
  },
  tabs: {
    label: m.how_tabs_label(),
    businesses: m.how_tabs_businesses(),
    members: m.how_tabs_members(),
  },
  businesses: {
    steps: {
      eyebrow: m.how_businesses_steps_eyebrow(),
      title: m.how_businesses_steps_title(),
      items: [
        {
          icon: 'gift',
          title: m.how_businesses_step_1_title(),
          text: m.how_businesses_step_1_text(),
        },
        {
          icon: 'store',
          title: m.how_businesses_step_2_title(),
          text: m.how_businesses_step_2_text(),
        },
        {
          icon: 'chart',
          title: m.how_businesses_step_3_title(),
          text: m.how_businesses_step_3_text(),
        },
      ],
    },
    signup: {
      eyebrow: m.how_signup_eyebrow(),
      title: m.how_signup_title(),
      lead: m.how_signup_lead(),
      bullets: [
        m.how_signup_bullet_1(),
        m.how_signup_bullet_2(),
        m.how_signup_bullet_3(),
        m.how_signup_bullet_4(),
      ],
      cardTitle: m.how_signup_card_title(),
      cardText: m.how_signup_card_text(),
      cta: m.how_signup_cta(),
    },
    faq: { eyebrow: m.how_businesses_faq_eyebrow(), title: m.how_businesses_faq_title() },
    getStarted: {
      title: m.how_get_started_title(),
      lead: m.how_get_started_lead(),
      loggedOut: m.how_get_started_logged_out(),
      loggedIn: m.how_get_started_logged_in(),
    },
  },
  members: {
    steps: {
      eyebrow: m.how_members_steps_eyebrow(),
      title: m.how_members_steps_title(),
      items: [
        {
          icon: 'phone',
          title: m.how_members_step_1_title(),
          text: m.how_members_step_1_text(),
        },
        {
          icon: 'calendar',
          title: m.how_members_step_2_title(),
          text: m.how_members_step_2_text(),
        },
        {
          icon: 'heart',
          title: m.how_members_step_3_title(),
          text: m.how_members_step_3_text(),
        },
      ],
    },
    about: {
      eyebrow: m.how_members_about_eyebrow(),
      title: m.how_members_about_title(),
      paragraphs: [m.how_members_about_paragraph_1(), m.how_members_about_paragraph_2()],
      points: [
        m.how_members_about_point_1(),
        m.how_members_about_point_2(),
        m.how_members_about_point_3(),
      ],
    },
    faq: { eyebrow: m.how_members_faq_eyebrow(), title: m.how_members_faq_title() },
    download: {
      eyebrow: m.how_download_eyebrow(),
      title: m.how_download_title(),
      lead: m.how_download_lead(),
    },
    // The same section for an owner who just logged in here: what to do now, plainly.
    nextStep: {
      eyebrow: m.how_next_step_eyebrow(),
      title: m.how_next_step_title(),
      lead: m.how_next_step_lead(),
      steps: [m.how_next_step_1(), m.how_next_step_2(), m.how_next_step_3()],
    },
  },
} as const;

// The members tab's illustrations: decorative, but their words are on the page all the same.
export const membersArt = {
  title: m.how_art_routine_title(),
  sessions: m.how_art_routine_sessions(),
  add: m.how_art_routine_add(),
  routine: {
    mon: { day: m.how_art_routine_mon_day(), title: m.how_art_routine_mon_title() },
    wed: { day: m.how_art_routine_wed_day(), title: m.how_art_routine_wed_title() },
    thu: { day: m.how_art_routine_thu_day(), title: m.how_art_routine_thu_title() },
    sat: { day: m.how_art_routine_sat_day(), title: m.how_art_routine_sat_title() },
  },
  savedTitle: m.how_art_routine_saved_title(),
  saved: m.how_art_routine_saved(),
} as const;

export const downloadArt = {
  title: m.how_art_booked_title(),
  subtitle: m.how_art_booked_subtitle(),
  classLabel: m.how_art_booked_class_label(),
  className: m.how_art_booked_class(),
  whenLabel: m.how_art_booked_when_label(),
  when: m.how_art_booked_when(),
  spot: m.how_art_booked_spot(),
  place: m.how_art_booked_place(),
  addToCalendar: m.how_art_booked_add_to_calendar(),
} as const;
