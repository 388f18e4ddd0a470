import { pageMeta } from './pageMeta';

export const notFoundCopy = {
  meta: pageMeta.notFound,
  eyebrow: 'Error 404',
  heading: 'This page is taking a rest day',
  text: 'The page you are looking for does not exist or has moved. Head back home and we will get you back on track.',
  home: 'Go Back Home',
  alternativesLabel: 'Or try',
} as const;
