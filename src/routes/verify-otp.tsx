import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { Placeholder } from '../ui/Placeholder';

export const Route = createFileRoute('/verify-otp')({
  head: () => pageHead('verifyOtp'),
  component: () => <Placeholder title="Verify code" />,
});
