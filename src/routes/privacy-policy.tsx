import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { privacyPolicy } from '../content/privacy';
import { LegalDocument } from '../ui/legal/LegalDocument';

export const Route = createFileRoute('/privacy-policy')({
  head: () => pageHead('privacyPolicy'),
  component: () => <LegalDocument document={privacyPolicy} />,
});
