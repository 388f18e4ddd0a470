import { m } from '../paraglide/messages.js';

// The illustration beside the sign-up, login and reset forms. Its words are on the page even
// though it is decorative, so they come in the page's language.
export const bookingWeekArt = {
  title: m.art_booking_week_title(),
  booked: m.art_booking_week_booked(),
  /** Monday to Sunday, one letter each: the same letter can stand for two days. */
  days: [
    m.art_booking_week_day_mon(),
    m.art_booking_week_day_tue(),
    m.art_booking_week_day_wed(),
    m.art_booking_week_day_thu(),
    m.art_booking_week_day_fri(),
    m.art_booking_week_day_sat(),
    m.art_booking_week_day_sun(),
  ],
  kinds: {
    yoga: m.art_booking_week_yoga(),
    spin: m.art_booking_week_spin(),
    spa: m.art_booking_week_spa(),
    barre: m.art_booking_week_barre(),
    hiit: m.art_booking_week_hiit(),
  },
  newBooking: m.art_booking_week_new_booking(),
  newBookingDetail: m.art_booking_week_new_booking_detail(),
  classFull: m.art_booking_week_class_full(),
  bookings: m.art_booking_week_bookings(),
} as const;
