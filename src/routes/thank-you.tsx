import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { readResponseHtml } from '../app/contact';
import { pageHead } from '../content/pageMeta';
import { sanitizeHtml } from '../services/sanitizeHtml';
import type { KeyValueStore } from '../services/storage';
import { ThankYouSection } from '../ui/contact/ThankYouSection';

export const Route = createFileRoute('/thank-you')({
  head: () => pageHead('thankYou'),
  component: ThankYouPage,
});

// The stored answer is read once per visit; whatever sanitizing leaves empty (say, a
// stored answer that was only a script) falls back to the page's own thank-you text.
function readSafeResponse(store: KeyValueStore): string | undefined {
  const raw = readResponseHtml(store);
  const safe = raw ? sanitizeHtml(raw).trim() : '';
  return safe || undefined;
}

function ThankYouPage() {
  const { services } = Route.useRouteContext();
  const [html] = useState(() => readSafeResponse(services.sessionStore));
  return <ThankYouSection html={html} />;
}
