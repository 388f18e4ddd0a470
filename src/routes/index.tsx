import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { Placeholder } from '../ui/Placeholder';

export const Route = createFileRoute('/')({
  head: () => pageHead('home'),
  component: () => <Placeholder title="Home" />,
});
