import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { Placeholder } from '../ui/Placeholder';

export const Route = createFileRoute('/verify-user')({
  head: () => pageHead('verifyUser'),
  component: () => <Placeholder title="Verify user" />,
});
