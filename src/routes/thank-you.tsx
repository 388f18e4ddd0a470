import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { Placeholder } from '../ui/Placeholder';

export const Route = createFileRoute('/thank-you')({
  head: () => pageHead('thankYou'),
  component: () => <Placeholder title="Thank you" />,
});
