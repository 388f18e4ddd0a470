import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { Placeholder } from '../ui/Placeholder';

export const Route = createFileRoute('/reset-password')({
  head: () => pageHead('resetPassword'),
  component: () => <Placeholder title="Reset password" />,
});
