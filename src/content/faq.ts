import { isolate } from '../i18n/format';
import { m } from '../paraglide/messages.js';
import { brand } from './brand';

export interface FaqEntry {
  /** Stable within its list: links such as `?openedQuestion=1` point at it. */
  id: number;
  question: string;
  /** One string per paragraph. */
  answer: readonly string[];
}

const getPaid: readonly string[] = [m.faq_get_paid_answer_1(), m.faq_get_paid_answer_2()];

const cost: readonly string[] = [m.faq_cost_answer_1(), m.faq_cost_answer_2()];

const availability: readonly string[] = [m.faq_availability_answer()];

// Ids are per list and both lists start at 1, so `openedQuestion=1` means something on either tab.
export const businessFaq: readonly FaqEntry[] = [
  { id: 1, question: m.faq_business_1_question(), answer: getPaid },
  { id: 2, question: m.faq_business_2_question(), answer: cost },
  {
    id: 3,
    question: m.faq_business_3_question(),
    answer: [m.faq_business_3_answer()],
  },
  { id: 4, question: m.faq_business_4_question(), answer: availability },
  {
    id: 5,
    question: m.faq_business_5_question(),
    answer: [m.faq_business_5_answer_1(), m.faq_business_5_answer_2()],
  },
  { id: 6, question: m.faq_business_6_question(), answer: [m.faq_business_6_answer()] },
  { id: 7, question: m.faq_business_7_question(), answer: [m.faq_business_7_answer()] },
  { id: 8, question: m.faq_business_8_question(), answer: [m.faq_business_8_answer()] },
];

export const memberFaq: readonly FaqEntry[] = [
  { id: 1, question: m.faq_member_1_question(), answer: getPaid },
  {
    id: 2,
    question: m.faq_member_2_question(),
    answer: [m.faq_member_2_answer()],
  },
  { id: 3, question: m.faq_member_3_question(), answer: [m.faq_member_3_answer()] },
  {
    id: 4,
    question: m.faq_member_4_question(),
    answer: [m.faq_member_4_answer()],
  },
  { id: 5, question: m.faq_member_5_question(), answer: availability },
  {
    id: 6,
    question: m.faq_member_6_question(),
    answer: [m.faq_member_6_answer({ supportEmail: isolate(brand.supportEmail) })],
  },
  { id: 7, question: m.faq_member_7_question(), answer: [m.faq_member_7_answer()] },
];
