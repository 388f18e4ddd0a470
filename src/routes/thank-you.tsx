import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { readSafeContactAnswer, readSentTraceReference } from '../app/thankYou';
import { pageHead } from '../content/pageMeta';
import { ThankYouSection } from '../ui/contact/ThankYouSection';

export const Route = createFileRoute('/thank-you')({
  head: () => pageHead('thankYou'),
  component: ThankYouPage,
});

// The stored answer is read once per visit.
function ThankYouPage() {
  const { services } = Route.useRouteContext();
  const [html] = useState(() => readSafeContactAnswer(services.sessionStore));
  const [reference] = useState(() => readSentTraceReference(services.sessionStore));
  return <ThankYouSection html={html} traceReference={reference} />;
}
