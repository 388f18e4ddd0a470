import { useId, useState, type FormEvent } from 'react';
import { supportCopy } from '../copy';
import {
  CASE_STATUSES,
  NOTE_MAX_LENGTH,
  type CaseStatus,
  type TraceCase,
} from '../../../schemas/traceCase';
import '../support.css';

export interface CasePanelProps {
  initial: TraceCase;
  // Each resolves with the failure to show, or undefined once saved.
  onStatus: (status: CaseStatus) => Promise<string | undefined>;
  onNote: (text: string) => Promise<{ error: string } | { note: TraceCase['notes'][number] }>;
}

const text = supportCopy.case;

// Where support stands with a trace, and the notes staff wrote on it. A status saves as it
// is chosen; a note is plain text, shown as text.
export function CasePanel({ initial, onStatus, onNote }: CasePanelProps) {
  const id = useId();
  const [status, setStatus] = useState(initial.status);
  const [notes, setNotes] = useState(initial.notes);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [said, setSaid] = useState<string>();
  const [error, setError] = useState<string>();

  const choose = async (next: CaseStatus) => {
    const before = status;
    setStatus(next);
    setPending(true);
    setSaid(undefined);
    const failed = await onStatus(next);
    setPending(false);
    if (failed) {
      setStatus(before);
      setError(failed);
    } else {
      setError(undefined);
      setSaid(text.saved(text.statuses[next]));
    }
  };
  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !draft.trim()) return;
    setPending(true);
    setSaid(undefined);
    const result = await onNote(draft);
    setPending(false);
    if ('error' in result) return setError(result.error);
    setError(undefined);
    setNotes((kept) => [...kept, result.note]);
    setDraft('');
    setSaid(text.added);
  };

  return (
    <section className="support-case" aria-labelledby={`${id}-title`}>
      <h2 className="support-panel__title" id={`${id}-title`}>
        {text.title}
      </h2>
      <fieldset className="support-case__status" disabled={pending}>
        <legend className="field__label">{text.status}</legend>
        {CASE_STATUSES.map((value) => (
          <label key={value} className="support-case__choice">
            <input
              type="radio"
              name={`${id}-status`}
              value={value}
              checked={status === value}
              onChange={() => void choose(value)}
            />{' '}
            {text.statuses[value]}
          </label>
        ))}
      </fieldset>
      <h3 className="support-case__notes-title">{text.notes}</h3>
      {notes.length === 0 ? (
        <p className="support-case__empty">{text.noNotes}</p>
      ) : (
        <ol className="support-case__notes">
          {notes.map((note, index) => (
            <li key={`${note.at}-${index}`}>
              <p className="support-case__note">{note.text}</p>
              <p className="support-case__by">{text.noteBy(note.by, note.at)}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="support-case__add" onSubmit={(event) => void add(event)}>
        <label className="field__label" htmlFor={`${id}-note`}>
          {text.noteLabel}
        </label>
        <p className="field__hint" id={`${id}-hint`}>
          {text.noteHint}
        </p>
        <textarea
          id={`${id}-note`}
          className="input"
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          value={draft}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="btn btn--sm" disabled={pending} aria-busy={pending}>
          {text.add}
        </button>
      </form>
      <p className="support__copied" role="status">
        {said}
      </p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
