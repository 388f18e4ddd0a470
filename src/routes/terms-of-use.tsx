import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { Placeholder } from '../ui/Placeholder';

export const Route = createFileRoute('/terms-of-use')({
  head: () => pageHead('termsOfUse'),
  component: () => <Placeholder title="Terms of use" />,
});
