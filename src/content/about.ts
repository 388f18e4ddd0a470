import { formatNumber } from '../i18n/format';
import { m } from '../paraglide/messages.js';

export const about = {
  hero: {
    eyebrow: m.about_hero_eyebrow(),
    title: m.about_hero_title(),
    lead: m.about_hero_lead(),
  },
  vision: {
    label: m.about_vision_label(),
    title: m.about_vision_title(),
    text: m.about_vision_text(),
  },
  mission: {
    label: m.about_mission_label(),
    title: m.about_mission_title(),
    text: m.about_mission_text(),
  },
  // Names the section holding both cards; one sentence, since Arabic does not lowercase.
  purposeLabel: m.about_purpose_label(),
  facts: [
    { value: m.about_fact_1_value(), label: m.about_fact_1_label() },
    { value: m.about_fact_2_value(), label: m.about_fact_2_label() },
    { value: formatNumber(27), label: m.about_fact_3_label() },
  ],
  services: {
    eyebrow: m.about_services_eyebrow(),
    title: m.about_services_title(),
    lead: m.about_services_lead(),
    items: [
      { icon: 'store', title: m.about_service_1_title(), text: m.about_service_1_text() },
      { icon: 'calendar', title: m.about_service_2_title(), text: m.about_service_2_text() },
      { icon: 'users', title: m.about_service_3_title(), text: m.about_service_3_text() },
      { icon: 'chart', title: m.about_service_4_title(), text: m.about_service_4_text() },
      { icon: 'wallet', title: m.about_service_5_title(), text: m.about_service_5_text() },
      {
        icon: 'phone',
        title: m.about_service_6_title(),
        text: m.about_service_6_text(),
      },
    ],
  },
  closing: {
    title: m.about_closing_title(),
    lead: m.about_closing_lead(),
    primary: m.about_closing_primary(),
    primaryLoggedIn: m.about_closing_primary_logged_in(),
    secondary: m.about_closing_secondary(),
  },
} as const;

// The map's city names: decorative, yet read on the page like any other words.
export const egyptMapArt = {
  cities: {
    alexandria: m.about_art_city_alexandria(),
    cairo: m.about_art_city_cairo(),
    hurghada: m.about_art_city_hurghada(),
    luxor: m.about_art_city_luxor(),
    aswan: m.about_art_city_aswan(),
  },
} as const;
