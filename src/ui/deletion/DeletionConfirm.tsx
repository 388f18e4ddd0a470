import { useId, useState, type FormEvent } from 'react';
import { deletionScreens } from '../../content/deletion';
import { CheckboxField } from '../fields/CheckboxField';
import { SubmitButton } from '../forms/SubmitButton';
import './deletion.css';

const text = deletionScreens.confirm;

export interface DeletionConfirmProps {
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

// What a deletion takes, said before anything is deleted, and one deliberate action to go
// on: the box ticked, then the red button. Without the tick the button says why it waits.
export function DeletionConfirm({ pending, onConfirm, onCancel }: DeletionConfirmProps) {
  const id = useId();
  const [ticked, setTicked] = useState(false);
  const [asked, setAsked] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!ticked) {
      setAsked(true);
      document.getElementById(`${id}-tick`)?.focus();
      return;
    }
    onConfirm();
  };
  return (
    <form className="deletion" onSubmit={submit} noValidate>
      {[text.deleted, text.kept, text.subscription].map((part) => (
        <section key={part.heading} className="deletion__part">
          <h2 className="deletion__heading">{part.heading}</h2>
          <ul className="deletion__list">
            {part.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <CheckboxField
        id={`${id}-tick`}
        label={text.tick}
        checked={ticked}
        disabled={pending}
        onChange={(event) => {
          setTicked(event.target.checked);
          if (event.target.checked) setAsked(false);
        }}
        error={asked && !ticked ? text.tickRequired : undefined}
      />
      <div className="flow-actions">
        <SubmitButton pending={pending} pendingLabel={text.deleting} className="btn--danger">
          {text.submit}
        </SubmitButton>
        <button
          type="button"
          className="btn btn--ghost btn--block"
          disabled={pending}
          onClick={onCancel}
        >
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
