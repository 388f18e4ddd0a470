import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { supportCopy } from '../../content/support';
import { SubmitButton } from '../forms/SubmitButton';
import { TextField } from '../forms/TextField';
import { ConsoleHeader } from './ConsoleNav';
import '../forms/forms.css';
import './support.css';
import { formatDateTime } from '../../i18n/format';

export interface TraceListItem {
  reference: string;
  contactAt: string;
  entryCount: number;
}

export interface TraceListProps {
  traces: readonly TraceListItem[];
  // The list could not be read: said in place of it.
  listError?: string;
  // Which page of the list (1 is the newest), and whether an older one follows.
  page: number;
  older: boolean;
  // The reference the search field starts with: the one the address named.
  reference?: string;
  searchError?: string;
  opening: boolean;
  onOpen: (reference: string) => void;
  onSignOut: () => void;
  // The staff member's email, when the tab kept it.
  signedInAs?: string;
}

const text = supportCopy.list;
const search = supportCopy.search;

export function TraceList({
  traces,
  listError,
  page,
  older,
  reference,
  searchError,
  opening,
  onOpen,
  onSignOut,
  signedInAs,
}: TraceListProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (searchError) field.current?.focus();
  }, [searchError]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onOpen(String(new FormData(event.currentTarget).get('reference') ?? ''));
  };
  return (
    <section className="section support">
      <div className="container">
        <ConsoleHeader title={text.title} onSignOut={onSignOut} signedInAs={signedInAs} />
        <p className="support__lead">{text.lead}</p>
        <form className="support__search" onSubmit={submit} role="search" aria-busy={opening}>
          <TextField
            id={`${id}-reference`}
            ref={field}
            name="reference"
            defaultValue={reference}
            className="support__reference"
            autoComplete="off"
            autoCapitalize="characters"
            dir="ltr"
            spellCheck={false}
            label={search.label}
            hint={search.hint}
            error={searchError}
          />
          <SubmitButton pending={opening} pendingLabel={search.loading} className="support__open">
            {search.submit}
          </SubmitButton>
        </form>
        {listError ? (
          <p className="form-error" role="alert">
            {listError}
          </p>
        ) : (
          <div className="stack">
            {traces.length === 0 ? (
              <p>{text.empty}</p>
            ) : (
              <TraceTable traces={traces} onOpen={onOpen} />
            )}
            <Pages page={page} older={older} />
          </div>
        )}
      </div>
    </section>
  );
}

function TraceTable({
  traces,
  onOpen,
}: {
  traces: readonly TraceListItem[];
  onOpen: (reference: string) => void;
}) {
  return (
    <table className="support__table">
      <thead>
        <tr>
          <th scope="col">{text.columns.reference}</th>
          <th scope="col">{text.columns.when}</th>
          <th scope="col">{text.columns.steps}</th>
        </tr>
      </thead>
      <tbody>
        {traces.map((trace) => (
          <tr key={trace.reference}>
            <td>
              <button
                type="button"
                className="support__link"
                aria-label={text.open(trace.reference)}
                onClick={() => onOpen(trace.reference)}
              >
                {trace.reference}
              </button>
            </td>
            <td>{formatDateTime(trace.contactAt)}</td>
            <td>{text.steps(trace.entryCount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// Links, so a page of the list has an address staff can go back to or share.
function Pages({ page, older }: { page: number; older: boolean }) {
  if (page === 1 && !older) return null;
  return (
    <nav className="support__actions" aria-label={text.pages}>
      {page > 1 ? (
        <Link to="/support" search={{ page: page - 1 }} className="btn btn--outline btn--sm">
          {text.newer}
        </Link>
      ) : null}
      {older ? (
        <Link to="/support" search={{ page: page + 1 }} className="btn btn--outline btn--sm">
          {text.older}
        </Link>
      ) : null}
    </nav>
  );
}
