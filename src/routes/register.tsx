import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { Placeholder } from '../ui/Placeholder';

export const Route = createFileRoute('/register')({
  validateSearch: (s: Record<string, unknown>) => ({
    mode: s.mode === 'login' ? ('login' as const) : ('signup' as const),
  }),
  head: () => pageHead('register'),
  component: () => <Placeholder title="Register" />,
});
