import { Link, createFileRoute, useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { howItWorks } from '../content/howItWorks';
import { pageHead } from '../content/pageMeta';
import { HowItWorksSearchSchema } from '../schemas/howItWorksSearch';
import { HowItWorksPage } from '../ui/howItWorks/HowItWorksPage';
import { useScrollToSection } from '../ui/howItWorks/useScrollToSection';

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
  const { session } = Route.useRouteContext();
  const loggedIn = useSelector(session, (s) => s.matches('loggedIn'));

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
      signupForm={
        <Link className="btn btn--block" to="/register" search={{ mode: 'signup' }}>
          {howItWorks.businesses.signup.cta}
        </Link>
      }
    />
  );
}
