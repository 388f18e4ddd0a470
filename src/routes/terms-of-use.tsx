import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { termsOfUse } from '../content/terms';
import { LegalDocument } from '../ui/legal/LegalDocument';

export const Route = createFileRoute('/terms-of-use')({
  head: () => pageHead('termsOfUse'),
  component: () => <LegalDocument document={termsOfUse} />,
});
