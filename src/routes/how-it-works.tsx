import { createFileRoute, useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { pageHead } from '../content/pageMeta';
import { HowItWorksSearchSchema } from '../schemas/howItWorksSearch';
import { HowItWorksPage } from '../ui/howItWorks/HowItWorksPage';
import { useScrollToSection } from '../ui/howItWorks/useScrollToSection';
import { LazySignup } from './-components/LazySignup';

const SECTION_IDS = ['faq', 'download'];

export const Route = createFileRoute('/how-it-works')({
  validateSearch: HowItWorksSearchSchema,
  head: () => pageHead('howItWorks'),
  component: HowItWorks,
});

function HowItWorks() {
  const { activeTab, openedQuestion } = Route.useSearch();
  const hash = useLocation({ select: (location) => location.hash });
  const navigate = Route.useNavigate();
  const { session, loadFlows } = Route.useRouteContext();
  const loggedIn = useSelector(session, (s) => s.hasTag('loggedIn'));

  // The router's own hash scroll can run before this lazily loaded page has rendered its
  // sections, and does not run when only the tab changes.
  useScrollToSection(hash, SECTION_IDS, activeTab);

  return (
    <HowItWorksPage
      activeTab={activeTab}
      openedQuestion={openedQuestion}
      loggedIn={loggedIn}
      // Switching audience keeps the reader where they are and leaves no history entry.
      onTabChange={(tab) =>
        void navigate({ search: { activeTab: tab }, replace: true, resetScroll: false })
      }
      signupForm={<LazySignup loadFlows={loadFlows} />}
    />
  );
}
