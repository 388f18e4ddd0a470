import { TRACE_VERSION, type FlowTrace } from '../../src/schemas/flowTrace';

/**
 * A trace the sign-up recorded as `signup` (a version) ran it. The earlier release's sign-up
 * (the first in src/schemas/flowManifest.history.json) took "Start over" only with a sign-up
 * under way, so pressed while the form looked the device up it changed nothing; today's
 * opens a fresh form, which stops the lookup: the replay parts from it at step 3.
 */
export const startOverWhileLocating = (signup: string, reference = 'ABCD-EFGH'): FlowTrace => ({
  v: TRACE_VERSION,
  reference,
  locale: 'en',
  versions: { signup },
  entries: [
    { machine: 'signup', event: 'xstate.init', from: '', to: 'editing.idle', t: 0 },
    {
      machine: 'signup',
      event: 'location.request',
      from: 'editing.idle',
      to: 'editing.locating',
      t: 500,
    },
    {
      machine: 'signup',
      event: 'flow.restart',
      from: 'editing.locating',
      to: 'editing.locating',
      t: 900,
    },
    {
      machine: 'signup',
      event: 'xstate.done.actor.locate',
      from: 'editing.locating',
      to: 'editing.idle',
      t: 2000,
      outcome: 'ok',
    },
  ],
});
