import { useHydrated, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ContactPrefill } from '../../app/contactPrefill';
import { contactTraceOffer } from '../../app/contactTrace';
import { onDemand, useMade } from '../../slowPhone/onDemand';
import { useLoadOnIntent } from '../../ui/fields/useLoadOnIntent';
import { contactFailureText } from '../../content/contact';
import type { ContactEvent } from '../../machines/contact.machine';
import type { ContactValues } from '../../schemas/contact.schema';
import type { InvalidField } from '../../schemas/failure';
import { ContactForm } from '../../ui/contact/ContactForm';

/**
 * /contact-us is read far more often than it is sent, so the form's flow (its machine, xstate
 * and the trace recorder) loads only when the owner first focuses or uses the form, the same
 * way the flow entry pages load theirs (useLoadOnIntent). The form holds and checks what is
 * typed on its own, so it works from the first moment; what needs the flow (a valid send, a
 * refused one for the trace) waits for it and goes in order, the form showing a held send as
 * under way. Nothing typed or sent is lost; a flow that could not load (offline) is said, and
 * the next send tries again.
 */
export function LazyContactForm({ helpReference }: { helpReference?: string }) {
  const router = useRouter();
  const { services } = router.options.context;
  const hydrated = useHydrated();
  // One flow for the form's life, made when first asked for and stopped with the page (one
  // still loading as the page goes is left idle, waiting for events that never come).
  const [contact] = useState(() =>
    onDemand(() =>
      import('../../app/contact').then(({ startContact }) =>
        startContact(services, () => void router.navigate({ to: '/thank-you' })),
      ),
    ),
  );
  const flow = useMade(contact);
  useEffect(() => () => contact.current()?.actor.stop(), [contact]);
  // The trace offer is the page's to show; unticked or ticked by hand, the box is the owner's.
  const [attach, setAttach] = useState<boolean>();
  // Reached through "Get help": the owner's own name and email, as this tab holds them, are
  // read once the page is live (the prerendered form is empty) and fill the empty fields.
  const [prefill, setPrefill] = useState<ContactPrefill>();
  useEffect(() => {
    if (!hydrated || !helpReference) return;
    let gone = false;
    void import('../../app/contactPrefill').then(({ ownerContact }) => {
      if (!gone) setPrefill(ownerContact(services));
    });
    return () => {
      gone = true;
    };
  }, [hydrated, helpReference, services]);

  const load = contact.load;
  const { intent, holding, failed, withLoaded } = useLoadOnIntent(flow, load);

  const snapshot = useSyncExternalStore(
    useCallback(
      (changed: () => void) => {
        const subscription = flow?.actor.subscribe(changed);
        return () => subscription?.unsubscribe();
      },
      [flow],
    ),
    () => flow?.actor.getSnapshot(),
    () => undefined,
  );

  // The server knows nothing of this tab's trace; the offer appears once the page is live.
  const offer = hydrated ? contactTraceOffer(services, helpReference) : undefined;
  const trace = offer && { ...offer, attach: attach ?? offer.attach };

  const submit = (values: ContactValues) => {
    const event: ContactEvent = trace?.attach
      ? { type: 'submit', values, traceReference: trace.reference }
      : { type: 'submit', values };
    withLoaded(({ actor }) => actor.send(event));
  };
  // A refused send holds nothing up: it goes into the trace once the flow is there.
  const refused = (fields: InvalidField[]) =>
    void load().then(
      ({ recordInvalid }) => recordInvalid(fields),
      () => undefined,
    );

  const failure = snapshot?.hasTag('failed')
    ? snapshot.context.failure
    : failed
      ? ({ kind: 'network' } as const)
      : undefined;
  return (
    <ContactForm
      // Busy from a send until the thank-you page replaces the form.
      pending={holding || !!snapshot?.hasTag('sending')}
      formError={failure && contactFailureText(failure)}
      onIntent={intent}
      onSubmit={submit}
      onInvalid={refused}
      trace={trace && { ...trace, onChange: setAttach }}
      prefill={prefill}
    />
  );
}
