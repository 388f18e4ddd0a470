import { useHydrated, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ContactFlow } from '../../app/contact';
import type { ContactPrefill } from '../../app/contactPrefill';
import { contactTraceOffer } from '../../app/contactTrace';
import { contactFailureText } from '../../content/contact';
import type { ContactEvent } from '../../machines/contact.machine';
import type { ContactValues } from '../../schemas/contact.schema';
import type { InvalidField } from '../../schemas/failure';
import { ContactForm } from '../../ui/contact/ContactForm';

/**
 * /contact-us is read far more often than it is sent, so the form's flow (its machine, xstate
 * and the trace recorder) loads only when the owner first focuses or uses the form. The form
 * holds and checks what is typed on its own, so it works from the first moment; what needs
 * the flow (a valid send, a refused one for the trace) is held until the flow is there and
 * handed to it in order, the form showing a held send as under way. Nothing typed or sent is
 * lost.
 */
export function LazyContactForm({ helpReference }: { helpReference?: string }) {
  const router = useRouter();
  const { services } = router.options.context;
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  const [flow, setFlow] = useState<ContactFlow>();
  const [holdingSend, setHoldingSend] = useState(false);
  const held = useRef<((flow: ContactFlow) => void)[]>([]);
  const live = useRef<ContactFlow>(undefined);
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

  useEffect(() => {
    if (!wanted) return;
    let started: ContactFlow | undefined;
    let gone = false;
    void import('../../app/contact').then(({ startContact }) => {
      if (gone) return;
      started = startContact(services, () => void router.navigate({ to: '/thank-you' }));
      live.current = started;
      for (const act of held.current.splice(0)) act(started);
      setHoldingSend(false);
      setFlow(started);
    });
    return () => {
      gone = true;
      started?.actor.stop();
      live.current = undefined;
    };
  }, [wanted, services, router]);

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

  // Now if the flow is there, else as soon as it is.
  const withFlow = (act: (flow: ContactFlow) => void) => {
    if (live.current) return act(live.current);
    held.current.push(act);
    setWanted(true);
  };

  // The server knows nothing of this tab's trace; the offer appears once the page is live.
  const offer = hydrated ? contactTraceOffer(services, helpReference) : undefined;
  const trace = offer && { ...offer, attach: attach ?? offer.attach };

  const submit = (values: ContactValues) => {
    const event: ContactEvent = trace?.attach
      ? { type: 'submit', values, traceReference: trace.reference }
      : { type: 'submit', values };
    if (!live.current) setHoldingSend(true);
    withFlow(({ actor }) => actor.send(event));
  };
  const refused = (fields: InvalidField[]) =>
    withFlow(({ recordInvalid }) => recordInvalid(fields));

  const failure = snapshot?.hasTag('failed') ? snapshot.context.failure : undefined;
  return (
    <ContactForm
      // Busy from a send until the thank-you page replaces the form.
      pending={holdingSend || !!snapshot?.hasTag('sending')}
      formError={failure && contactFailureText(failure)}
      onIntent={() => setWanted(true)}
      onSubmit={submit}
      onInvalid={refused}
      trace={trace && { ...trace, onChange: setAttach }}
      prefill={prefill}
    />
  );
}
