import { ConsoleLink } from '../routing';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { supportCopy } from '../copy';
import { SubmitButton } from '../../../ui/forms/SubmitButton';
import { TextField } from '../../../ui/forms/TextField';
import { ConsoleHeader } from '../ConsoleNav';
import '../../../ui/forms/forms.css';
import '../support.css';
import { formatDateTime } from '../../../i18n/format';
import { TRACE_MACHINES } from '../../../flows/registry';
import { CASE_STATUSES, type CaseStatus } from '../../../schemas/traceCase';
import { FILTER_SEARCH_KEYS, type FilterSearch } from '../../../schemas/traceList';

export interface TraceListItem {
  reference: string;
  contactAt: string;
  entryCount: number;
  locale: string;
  status: CaseStatus;
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
  filter: FilterSearch;
  onFilter: (filter: FilterSearch) => void;
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
  filter,
  onFilter,
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
        <Filters filter={filter} onFilter={onFilter} />
        {listError ? (
          <p className="form-error" role="alert">
            {listError}
          </p>
        ) : (
          <div className="stack">
            {traces.length === 0 ? (
              <p>{filtered(filter) ? text.filteredEmpty : text.empty}</p>
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
    // A phone's width scrolls the table in its own box, which the keyboard can reach too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe: a scroll region must be focusable
    <div className="support__scroll" role="region" aria-label={text.title} tabIndex={0}>
      <table className="support__table">
        <thead>
          <tr>
            <th scope="col">{text.columns.reference}</th>
            <th scope="col">{text.columns.when}</th>
            <th scope="col">{text.columns.steps}</th>
            <th scope="col">{text.status}</th>
            <th scope="col">{text.locale}</th>
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
              <td>{supportCopy.case.statuses[trace.status]}</td>
              <td>{localeName(trace.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// Links, so a page of the list has an address staff can go back to or share; the filter
// stays.
function Pages({ page, older }: { page: number; older: boolean }) {
  if (page === 1 && !older) return null;
  return (
    <nav className="support__actions" aria-label={text.pages}>
      {page > 1 ? (
        <ConsoleLink
          to="/support"
          search={(search) => ({ ...search, page: page - 1 })}
          className="btn btn--outline btn--sm"
        >
          {text.newer}
        </ConsoleLink>
      ) : null}
      {older ? (
        <ConsoleLink
          to="/support"
          search={(search) => ({ ...search, page: page + 1 })}
          className="btn btn--outline btn--sm"
        >
          {text.older}
        </ConsoleLink>
      ) : null}
    </nav>
  );
}

const filtered = (filter: FilterSearch) => FILTER_SEARCH_KEYS.some((key) => !!filter[key]);
const localeName = (locale: string) =>
  locale === 'en' || locale === 'ar' ? supportCopy.vitals.locales[locale] : locale;
const MACHINES = TRACE_MACHINES;

// The list narrowed by any of: a reference's start, status, flow, state, failure code,
// language and days. Codes and states are typed as the diagrams and traces write them.
function Filters({
  filter,
  onFilter,
}: {
  filter: FilterSearch;
  onFilter: (filter: FilterSearch) => void;
}) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onFilter(
      Object.fromEntries(
        FILTER_SEARCH_KEYS.flatMap((key) => {
          const value = String(data.get(key) ?? '').trim();
          return value ? [[key, value]] : [];
        }),
      ),
    );
  };
  const select = (
    name: 'status' | 'machine' | 'locale',
    label: string,
    options: [value: string, words: string][],
  ) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <select id={`${id}-${name}`} name={name} className="select" defaultValue={filter[name] ?? ''}>
        {options.map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
  const input = (
    name: 'find' | 'state' | 'failure' | 'from' | 'to',
    label: string,
    hint?: string,
  ) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={name === 'from' || name === 'to' ? 'date' : 'text'}
        className="input"
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        defaultValue={filter[name] ?? ''}
        aria-describedby={hint ? `${id}-${name}-hint` : undefined}
      />
      {hint ? (
        <p className="field__hint" id={`${id}-${name}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
  return (
    // Keyed by the address's filter, so Back and a followed link show their own values.
    <form
      key={JSON.stringify(filter)}
      className="insight-filters support__filters"
      aria-label={text.filters}
      onSubmit={submit}
      noValidate
    >
      {input('find', text.find)}
      {select('status', supportCopy.case.status, [
        ['', text.statusAny],
        ...CASE_STATUSES.map((status): [string, string] => [
          status,
          supportCopy.case.statuses[status],
        ]),
      ])}
      {select('machine', supportCopy.insight.machine, [
        ['', text.machineAny],
        ...MACHINES.map((machine): [string, string] => [
          machine,
          supportCopy.insight.machines[machine],
        ]),
      ])}
      {input('state', text.state, text.stateHint)}
      {input('failure', text.failure, text.failureHint)}
      {select('locale', supportCopy.insight.locale, [
        ['', supportCopy.insight.localeAll],
        ['en', supportCopy.vitals.locales.en],
        ['ar', supportCopy.vitals.locales.ar],
      ])}
      {input('from', supportCopy.insight.from)}
      {input('to', supportCopy.insight.to)}
      <div className="support__filter-actions">
        <button type="submit" className="btn btn--sm">
          {supportCopy.insight.apply}
        </button>
        {filtered(filter) ? (
          <ConsoleLink to="/support" className="btn btn--ghost btn--sm">
            {text.clear}
          </ConsoleLink>
        ) : null}
      </div>
    </form>
  );
}
