import { createFileRoute, useHydrated, useLocation } from '@tanstack/react-router';
import { pageHead } from '../content/pageMeta';
import { HOW_IT_WORKS_TABS, parseHowItWorksSearch } from '../schemas/howItWorksSearch';
import { HowItWorksPage } from '../ui/howItWorks/HowItWorksPage';
import { useScrollToSection } from '../ui/howItWorks/useScrollToSection';
import { LazySignup } from './-components/LazySignup';
import { useSessionView } from '../app/sessionGate';

const SECTION_IDS = ['faq', 'download'];

export const Route = createFileRoute('/how-it-works')({
  validateSearch: parseHowItWorksSearch,
  head: () => pageHead('howItWorks'),
  component: HowItWorks,
});

// The page as the build prerenders it: the businesses tab, no question open.
const PRERENDERED = { activeTab: HOW_IT_WORKS_TABS.businesses, openedQuestion: undefined };

function HowItWorks() {
  const search = Route.useSearch();
  // One HTML file serves every query: hydration renders what was prerendered, then the tab
  // and question the address asks for.
  const { activeTab, openedQuestion } = useHydrated() ? search : PRERENDERED;
  const hash = useLocation({ select: (location) => location.hash });
  const navigate = Route.useNavigate();
  const { session, flowsGate, services } = Route.useRouteContext();
  const { loggedIn } = useSessionView(session);

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
      signupForm={<LazySignup gate={flowsGate} draftStore={services.sessionStore} />}
    />
  );
}
