import { createFileRoute } from '@tanstack/react-router';

// The pages of the sign-up, login and reset flows, without a path of their own: their
// actors (and firebase) load once here, on the first visit to any of them, and reach each
// page's context, and its guard, as `flows`. Marketing pages sit outside and never load them.
export const Route = createFileRoute('/_flows')({
  beforeLoad: async ({ context }) => ({ flows: await context.loadFlows() }),
});
