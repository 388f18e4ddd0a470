import { createRootRouteWithContext } from '@tanstack/react-router';
import { ConsoleLayout } from '../ConsoleLayout';
import type { ConsoleContext } from '../router';

// The console's root: a router that knows nothing of the owners' pages. Its faces come with
// its stylesheet, not preloaded: the page renders in the browser, after they would be asked.
export const Route = createRootRouteWithContext<ConsoleContext>()({
  component: function ConsoleRoot() {
    return <ConsoleLayout {...Route.useRouteContext()} />;
  },
});
