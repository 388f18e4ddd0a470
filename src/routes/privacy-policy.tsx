import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { Placeholder } from '../ui/Placeholder';

export const Route = createFileRoute('/privacy-policy')({
  head: () => pageHead('privacyPolicy'),
  component: () => <Placeholder title="Privacy policy" />,
});
