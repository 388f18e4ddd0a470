import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { Placeholder } from '../ui/Placeholder';

export const Route = createFileRoute('/contact-us')({
  head: () => pageHead('contactUs'),
  component: () => <Placeholder title="Contact us" />,
});
