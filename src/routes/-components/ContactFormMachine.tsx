import { useEffect } from 'react';
import { useContactActor } from '../../app/contact';
import type { ContactContext, ContactEvent, contactMachine } from '../../machines/contact.machine';
import type { SnapshotFrom } from 'xstate';

export interface ContactView {
  context: Pick<ContactContext, 'values' | 'errors' | 'invalidSubmits' | 'trace'>;
  formError: string | undefined;
  sending: boolean;
}

interface ContactFormMachineProps {
  helpReference?: string;
  // Hands the page the machine's `send`; the page replays what the owner did before.
  connect: (send: (event: ContactEvent) => void) => void;
  onView: (view: ContactView) => void;
}

function viewOf(snapshot: SnapshotFrom<typeof contactMachine>): ContactView {
  const { values, errors, invalidSubmits, trace, formError } = snapshot.context;
  return {
    context: { values, errors, invalidSubmits, trace },
    formError: snapshot.hasTag('failed') ? formError : undefined,
    // Busy until the thank-you page replaces the form.
    sending: snapshot.hasTag('sending'),
  };
}

/**
 * The contact form's machine, which the page loads when the owner first reaches for the
 * form (LazyContactForm). Renders nothing: it reports the form's state upwards, so the form
 * on screen (and the field being typed in) stays the same element when the machine arrives.
 */
export function ContactFormMachine({ helpReference, connect, onView }: ContactFormMachineProps) {
  const contact = useContactActor(helpReference);
  // In this order: the early events go in first, so the first view reported includes them.
  useEffect(() => connect(contact.send), [contact, connect]);
  useEffect(() => {
    onView(viewOf(contact.getSnapshot()));
    const subscription = contact.subscribe((snapshot) => onView(viewOf(snapshot)));
    return () => subscription.unsubscribe();
  }, [contact, onView]);
  return null;
}
