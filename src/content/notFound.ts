import { m } from '../paraglide/messages.js';
import { pageMeta } from './pageMeta';

export const notFoundCopy = {
  meta: pageMeta.notFound,
  eyebrow: m.not_found_eyebrow(),
  heading: m.not_found_heading(),
  text: m.not_found_text(),
  home: m.not_found_home(),
  alternativesLabel: m.not_found_alternatives(),
} as const;
