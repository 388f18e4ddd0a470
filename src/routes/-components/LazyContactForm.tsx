import { useHydrated, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { contactTraceOffer } from '../../app/contactTrace';
import type { ContactEvent } from '../../machines/contact.machine';
import type { ContactValues } from '../../schemas/contact.schema';
import { ContactForm } from '../../ui/contact/ContactForm';
import type { ContactView } from './ContactFormMachine';

const ContactFormMachine = lazy(() =>
  import('./ContactFormMachine').then((m) => ({ default: m.ContactFormMachine })),
);

const EMPTY: ContactValues = { fullname: '', email: '', message: '' };

/**
 * /contact-us is read far more often than it is sent, so the form's machine (and xstate)
 * load only when the owner first focuses or uses the form. Until the machine reports in,
 * the same form shows what was typed, and every change, blur, tick and send is kept and
 * handed to the machine in order: nothing done in those first moments is lost.
 */
export function LazyContactForm({ helpReference }: { helpReference?: string }) {
  const { services } = useRouter().options.context;
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  const [live, setLive] = useState<ContactView>();
  const early = useRef<ContactEvent[]>([]);
  const machineSend = useRef<(event: ContactEvent) => void>(undefined);
  const [draft, setDraft] = useState(() => ({
    values: EMPTY,
    attach: undefined as boolean | undefined,
    sent: false,
  }));

  // The machine has started: it takes what was done so far, and everything from now on.
  const connect = useCallback((machine: (event: ContactEvent) => void) => {
    machineSend.current = machine;
    for (const event of early.current.splice(0)) machine(event);
  }, []);
  const send = (event: ContactEvent) => {
    if (machineSend.current) {
      machineSend.current(event);
      return;
    }
    setWanted(true);
    early.current.push(event);
    setDraft((d) => {
      if (event.type === 'field.change')
        return { ...d, values: { ...d.values, [event.field]: event.value } };
      if (event.type === 'trace.attach') return { ...d, attach: event.attach };
      if (event.type === 'submit') return { ...d, sent: true };
      return d;
    });
  };

  // The server knows nothing of this tab's trace; the offer appears once the page is live.
  const offer = hydrated ? contactTraceOffer(services, helpReference) : undefined;
  const trace = live
    ? live.context.trace
    : offer && { ...offer, attach: draft.attach ?? offer.attach };
  return (
    <>
      <ContactForm
        values={live?.context.values ?? draft.values}
        errors={live?.context.errors ?? {}}
        formError={live?.formError}
        pending={live ? live.sending : draft.sent}
        focusRequest={live?.context.invalidSubmits ?? 0}
        onFocus={() => setWanted(true)}
        onChange={(field, value) => send({ type: 'field.change', field, value })}
        onBlur={(field) => send({ type: 'field.blur', field })}
        onSubmit={() => send({ type: 'submit' })}
        trace={trace && { ...trace, onChange: (attach) => send({ type: 'trace.attach', attach }) }}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <ContactFormMachine helpReference={helpReference} connect={connect} onView={setLive} />
        </Suspense>
      ) : null}
    </>
  );
}
