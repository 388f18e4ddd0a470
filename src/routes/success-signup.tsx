import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { Placeholder } from '../ui/Placeholder';

export const Route = createFileRoute('/success-signup')({
  head: () => pageHead('successSignup'),
  component: () => <Placeholder title="Account created" />,
});
