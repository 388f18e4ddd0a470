import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { Placeholder } from '../ui/Placeholder';

export const Route = createFileRoute('/success-login')({
  head: () => pageHead('successLogin'),
  component: () => <Placeholder title="Welcome" />,
});
