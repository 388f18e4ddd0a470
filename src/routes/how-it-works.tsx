import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { Placeholder } from '../ui/Placeholder';

export const Route = createFileRoute('/how-it-works')({
  head: () => pageHead('howItWorks'),
  component: () => <Placeholder title="How it works" />,
});
