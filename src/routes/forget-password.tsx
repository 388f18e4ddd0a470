import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { Placeholder } from '../ui/Placeholder';

export const Route = createFileRoute('/forget-password')({
  head: () => pageHead('forgetPassword'),
  component: () => <Placeholder title="Forgot password" />,
});
