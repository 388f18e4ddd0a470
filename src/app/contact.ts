import { useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  contactMachine,
  type ContactInput,
  type ContactSubmission,
} from '../machines/contact.machine';
import { saveContactAnswer } from './storage/flowStorage';
import { contactRuleOf } from '../schemas/contact.schema';
import { invalidFields } from '../schemas/invalidFields';
import { contactTraceOffer } from './contactTrace';
import type { AppServices } from './services';
import { traceOf } from './flowTrace';

// The trace goes first; if it cannot be stored the message still goes, without the
// reference, and the thank-you page does not claim one.
async function send(services: AppServices, { values, traceReference }: ContactSubmission) {
  const trace = traceReference ? traceOf(services).read() : undefined;
  const attached =
    !!trace &&
    trace.reference === traceReference &&
    (await services.uploadTrace(trace).then(
      () => true,
      () => false,
    ));
  const reference = attached ? traceReference : undefined;
  const html = reference
    ? await services.sendContactMessage(values, reference)
    : await services.sendContactMessage(values);
  return { html, traceReference: reference };
}

export function createContactMachine(services: AppServices, goToThankYou: () => void) {
  return contactMachine.provide({
    actors: { sendMessage: fromPromise(({ input }) => send(services, input)) },
    actions: {
      storeResponse: (_, { html, traceReference }) =>
        saveContactAnswer(services.sessionStore, html, traceReference),
      goToThankYou,
    },
  });
}

/**
 * The contact form's actor, alive while the page is mounted. With a flow trace in this tab
 * the form offers to attach it, ticked when the owner came through "Get help" with its
 * reference.
 */
export function useContactActor(helpReference?: string) {
  const router = useRouter();
  const { services } = router.options.context;
  const [machine] = useState(() =>
    createContactMachine(services, () => void router.navigate({ to: '/thank-you' })),
  );
  const [input] = useState<ContactInput>(() => {
    const trace = contactTraceOffer(services, helpReference);
    return trace ? { trace } : {};
  });
  const actor = useActorRef(machine, {
    input,
    inspect: traceOf(services).inspector('contact', services.inspect),
  });
  // A send the checks refused goes into the trace with its fields and rules.
  useEffect(() => {
    let refusals = actor.getSnapshot().context.invalidSubmits;
    const subscription = actor.subscribe(({ context }) => {
      if (context.invalidSubmits === refusals) return;
      refusals = context.invalidSubmits;
      traceOf(services).invalid('contact', invalidFields(context.errors, contactRuleOf));
    });
    return () => subscription.unsubscribe();
  }, [actor, services]);
  return actor;
}
