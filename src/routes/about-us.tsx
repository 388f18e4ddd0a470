import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { Placeholder } from '../ui/Placeholder';

export const Route = createFileRoute('/about-us')({
  head: () => pageHead('aboutUs'),
  component: () => <Placeholder title="About us" />,
});
