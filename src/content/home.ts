import { m } from '../paraglide/messages.js';

// Icon and artwork names are the keys the ui layer knows how to draw.
export const home = {
  hero: {
    eyebrow: m.home_hero_eyebrow(),
    title: m.home_hero_title(),
    lead: m.home_hero_lead(),
    primaryLoggedOut: m.home_hero_primary_logged_out(),
    primaryLoggedIn: m.home_hero_primary_logged_in(),
    secondary: m.home_hero_secondary(),
    highlights: [m.home_hero_highlight_1(), m.home_hero_highlight_2(), m.home_hero_highlight_3()],
  },
  partner: {
    eyebrow: m.home_partner_eyebrow(),
    title: m.home_partner_title(),
    lead: m.home_partner_lead(),
    options: [
      {
        id: 'studio',
        icon: 'studio',
        title: m.home_partner_studio_title(),
        label: m.home_partner_studio_label(),
        text: m.home_partner_studio_text(),
      },
      {
        id: 'venue',
        icon: 'venue',
        title: m.home_partner_venue_title(),
        label: m.home_partner_venue_label(),
        text: m.home_partner_venue_text(),
      },
    ],
  },
  benefits: {
    eyebrow: m.home_benefits_eyebrow(),
    title: m.home_benefits_title(),
    lead: m.home_benefits_lead(),
    items: [
      { icon: 'calendar', title: m.home_benefits_1_title(), text: m.home_benefits_1_text() },
      { icon: 'users', title: m.home_benefits_2_title(), text: m.home_benefits_2_text() },
      { icon: 'chart', title: m.home_benefits_3_title(), text: m.home_benefits_3_text() },
      { icon: 'wallet', title: m.home_benefits_4_title(), text: m.home_benefits_4_text() },
      { icon: 'pin', title: m.home_benefits_5_title(), text: m.home_benefits_5_text() },
      { icon: 'gift', title: m.home_benefits_6_title(), text: m.home_benefits_6_text() },
    ],
  },
  gallery: {
    eyebrow: m.home_gallery_eyebrow(),
    title: m.home_gallery_title(),
    lead: m.home_gallery_lead(),
    items: [
      { art: 'yoga', title: m.home_gallery_yoga_title(), text: m.home_gallery_yoga_text() },
      { art: 'spa', title: m.home_gallery_spa_title(), text: m.home_gallery_spa_text() },
      {
        art: 'outdoor',
        title: m.home_gallery_outdoor_title(),
        text: m.home_gallery_outdoor_text(),
      },
      { art: 'salon', title: m.home_gallery_salon_title(), text: m.home_gallery_salon_text() },
      {
        art: 'studio',
        title: m.home_gallery_studio_title(),
        text: m.home_gallery_studio_text(),
      },
      { art: 'gym', title: m.home_gallery_gym_title(), text: m.home_gallery_gym_text() },
    ],
  },
  earnings: {
    eyebrow: m.home_earnings_eyebrow(),
    title: m.home_earnings_title(),
    lead: m.home_earnings_lead(),
    findOut: m.home_earnings_find_out(),
    getStarted: m.home_earnings_get_started(),
  },
} as const;

// The hero illustration's app screens. Decorative, but its words are still on the page, so
// they are written in the page's language like the rest of it.
export const heroArt = {
  greeting: m.home_art_greeting(),
  today: m.home_art_today(),
  /** Saturday to Wednesday, the week the schedule shows. */
  days: [
    m.home_art_day_sat(),
    m.home_art_day_sun(),
    m.home_art_day_mon(),
    m.home_art_day_tue(),
    m.home_art_day_wed(),
  ],
  classes: {
    sunrise: {
      time: m.home_art_sunrise_time(),
      title: m.home_art_sunrise_title(),
      place: m.home_art_sunrise_place(),
    },
    reformer: {
      time: m.home_art_reformer_time(),
      title: m.home_art_reformer_title(),
      place: m.home_art_reformer_place(),
    },
    hammam: {
      time: m.home_art_hammam_time(),
      title: m.home_art_hammam_title(),
      place: m.home_art_hammam_place(),
    },
    bootcamp: {
      time: m.home_art_bootcamp_time(),
      title: m.home_art_bootcamp_title(),
      place: m.home_art_bootcamp_place(),
    },
  },
  chips: {
    left: m.home_art_chip_left(),
    booked: m.home_art_chip_booked(),
    book: m.home_art_chip_book(),
    full: m.home_art_chip_full(),
  },
  newBooking: m.home_art_new_booking(),
  newBookingDetail: m.home_art_new_booking_detail(),
  earningsTitle: m.home_art_earnings_title(),
  earnings: m.home_art_earnings(),
  capacity: m.home_art_capacity(),
  spotsLeft: m.home_art_spots_left(),
} as const;
