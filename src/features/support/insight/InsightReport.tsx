import { ConsoleLink } from '../routing';
import { useId, useState, type FormEvent } from 'react';
import type { MachineFigures, StateFigures } from './insight';
import type { InsightReportData, InsightSearch } from './insightView';
import { supportCopy } from '../copy';
import type { TraceMachine } from '../../../schemas/flowTrace';
import { ConsoleHeader } from '../ConsoleNav';
import type { DiagramState } from '../model';
import '../support.css';

export interface InsightReportProps {
  search: InsightSearch;
  // Undefined while it could not be read: `error` says why in its place.
  report?: InsightReportData;
  error?: string;
  onApply: (search: InsightSearch) => void;
  onSignOut: () => void;
  // The staff member's email, when the tab kept it.
  signedInAs?: string;
}

const text = supportCopy.insight;
const MACHINES = Object.keys(text.machines) as TraceMachine[];

// Where owners get stuck: the flow's funnel, then its states, each with how many visits
// reached it, how many left there, the median time and the failures and dead clicks met
// there, and each transition with how often it was taken.
export function InsightReport({
  search,
  report,
  error,
  onApply,
  onSignOut,
  signedInAs,
}: InsightReportProps) {
  return (
    <section className="section support">
      <div className="container">
        <ConsoleHeader title={text.title} onSignOut={onSignOut} signedInAs={signedInAs} />
        <p className="support__lead">{text.lead}</p>
        <Filters search={search} range={report?.range} onApply={onApply} />
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : report ? (
          <Report report={report} />
        ) : null}
      </div>
    </section>
  );
}

function Filters({
  search,
  range,
  onApply,
}: {
  search: InsightSearch;
  range?: { from: string; to: string };
  onApply: (search: InsightSearch) => void;
}) {
  const id = useId();
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '');
    const from = value('from') || undefined;
    const to = value('to') || undefined;
    if (from && to && from > to) return setInvalid(true);
    setInvalid(false);
    const locale = value('locale');
    onApply({
      machine: value('machine') as TraceMachine,
      ...(locale === 'en' || locale === 'ar' ? { locale } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      compare: data.get('compare') === 'on',
    });
  };
  return (
    <form className="insight-filters" aria-label={text.filters} onSubmit={submit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-machine`}>
          {text.machine}
        </label>
        <select
          id={`${id}-machine`}
          name="machine"
          className="select"
          defaultValue={search.machine}
        >
          {MACHINES.map((machine) => (
            <option key={machine} value={machine}>
              {text.machines[machine]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-locale`}>
          {text.locale}
        </label>
        <select
          id={`${id}-locale`}
          name="locale"
          className="select"
          defaultValue={search.locale ?? ''}
        >
          <option value="">{text.localeAll}</option>
          <option value="en" lang="en">
            {supportCopy.vitals.locales.en}
          </option>
          <option value="ar" lang="ar">
            {supportCopy.vitals.locales.ar}
          </option>
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-from`}>
          {text.from}
        </label>
        <input
          id={`${id}-from`}
          name="from"
          type="date"
          className="input"
          defaultValue={search.from ?? range?.from}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-range` : undefined}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-to`}>
          {text.to}
        </label>
        <input
          id={`${id}-to`}
          name="to"
          type="date"
          className="input"
          defaultValue={search.to ?? range?.to}
        />
      </div>
      <div className="field checkbox-field insight-filters__compare">
        <div className="checkbox-field__row">
          <input
            id={`${id}-compare`}
            name="compare"
            type="checkbox"
            className="checkbox-field__box"
            defaultChecked={search.compare ?? false}
          />
          <label htmlFor={`${id}-compare`} className="checkbox-field__label">
            {text.compare}
          </label>
        </div>
      </div>
      <button type="submit" className="btn btn--sm">
        {text.apply}
      </button>
      {invalid ? (
        <p className="field__error insight-filters__error" id={`${id}-range`} role="alert">
          {text.rangeInvalid}
        </p>
      ) : null}
    </form>
  );
}

function Report({ report }: { report: InsightReportData }) {
  const { figures, range, previousRange } = report;
  return (
    <div className="stack insight">
      <p>
        {text.range(range.from, range.to)}{' '}
        {previousRange ? text.previous(previousRange.from, previousRange.to) : null}
      </p>
      {figures.visits.started + figures.visits.resumed === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <p>{text.visits(figures.visits.started, figures.visits.resumed, figures.visits.done)}</p>
      )}
      {report.funnel.length > 0 ? <Funnel report={report} /> : null}
      <StateDiagram report={report} />
      <Beacons days={report.beacons} />
    </div>
  );
}

// Per day, what the API refused and what it took without counting: a flood shows here, and
// the figures above are what real visits said.
function Beacons({ days }: { days: InsightReportData['beacons'] }) {
  const { beacons } = text;
  const byDay = [...new Set(days.map((row) => row.day))].map((day) => {
    const of = (kind: 'visits' | 'vitals') =>
      days.find((row) => row.day === day && row.kind === kind) ?? { refused: 0, uncounted: 0 };
    return { day, visits: of('visits'), vitals: of('vitals') };
  });
  return (
    <section className="insight-panel" aria-labelledby="insight-beacons">
      <h2 className="support-panel__title" id="insight-beacons">
        {beacons.title}
      </h2>
      <p>{beacons.lead}</p>
      {byDay.length === 0 ? (
        <p>{beacons.none}</p>
      ) : (
        // Wide tables scroll sideways on a phone: the region takes focus so a keyboard can too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe: a scroll region must be focusable
        <div className="support__scroll" role="region" aria-label={beacons.caption} tabIndex={0}>
          <table className="support__table">
            <caption className="support__caption">{beacons.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{beacons.columns.day}</th>
                <th scope="col">{beacons.columns.visitsRefused}</th>
                <th scope="col">{beacons.columns.visitsUncounted}</th>
                <th scope="col">{beacons.columns.vitalsRefused}</th>
                <th scope="col">{beacons.columns.vitalsUncounted}</th>
              </tr>
            </thead>
            <tbody>
              {byDay.map(({ day, visits, vitals }) => (
                <tr key={day}>
                  <th scope="row">{beacons.day(day)}</th>
                  <td>{text.count(visits.refused)}</td>
                  <td>{text.count(visits.uncounted)}</td>
                  <td>{text.count(vitals.refused)}</td>
                  <td>{text.count(vitals.uncounted)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Funnel({ report }: { report: InsightReportData }) {
  return (
    <section className="insight-panel" aria-labelledby="insight-funnel">
      <h2 className="support-panel__title" id="insight-funnel">
        {text.funnel}
      </h2>
      <ol className="insight-funnel">
        {report.funnel.map((row) => (
          <li key={row.step} className="insight-funnel__step">
            <span className="insight-funnel__name">{text.steps[row.step]}</span>
            <span className="insight-funnel__count">{text.count(row.n)}</span>
            <span className="insight-funnel__bar" aria-hidden="true">
              <span style={{ inlineSize: `${Math.round(row.share * 100)}%` }} />
            </span>
            <span className="insight-funnel__share">{text.share(row.share)}</span>
            {row.previous !== undefined ? (
              <span className="insight-funnel__before">{text.before(row.previous)}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

const within = (state: string, path: string) => state === path || state.startsWith(`${path}.`);

// How often a drawn transition was taken: the moves from within its state by its event and,
// where the state has several transitions for that event (a guarded choice), to within one
// of the transition's targets. A single one counts every such move: its target may be a
// state passed within the step (the flows' `done`), which no move names.
function taken(figures: MachineFigures, node: DiagramState, index: number): number {
  const transition = node.transitions[index];
  if (!transition) return 0;
  const { event, targets } = transition;
  const choice = node.transitions.filter((t) => t.event === event).length > 1;
  return figures.moves
    .filter(
      (move) =>
        within(move.from, node.path) &&
        move.event === event &&
        (!choice || targets.length === 0 || targets.some((target) => within(move.to, target))),
    )
    .reduce((n, move) => n + move.n, 0);
}

function StateDiagram({ report }: { report: InsightReportData }) {
  const machine = text.machines[report.machine];
  return (
    <section className="insight-panel" aria-labelledby="insight-states">
      <h2 className="support-panel__title" id="insight-states">
        {text.states}: {machine} <code>{report.machine}</code>
      </h2>
      <ul className="support-diagram__states" aria-label={text.statesLabel(machine)}>
        {report.diagram.children.map((node) => (
          <StateBox key={node.path} node={node} report={report} />
        ))}
      </ul>
    </section>
  );
}

// Coloured by the share of the visits reaching the state that left the flow there.
function heat(state: StateFigures | undefined): string {
  if (!state || state.reached === 0 || state.left === 0) return '';
  const share = state.left / state.reached;
  return share >= 0.3 ? 'insight-state--hot' : share >= 0.1 ? 'insight-state--warm' : '';
}

function StateBox({ node, report }: { node: DiagramState; report: InsightReportData }) {
  const figures = report.figures.states[node.path];
  const before = report.previousFigures?.states[node.path];
  return (
    <li className={['support-state', 'insight-state', heat(figures)].filter(Boolean).join(' ')}>
      <span className="support-state__name">{node.key}</span>
      {figures ? (
        <Figures
          figures={figures}
          before={before}
          compare={!!report.previousRange}
          machine={report.machine}
          state={node.path}
        />
      ) : null}
      {node.transitions.length ? (
        <ul className="support-diagram__transitions">
          {node.transitions.map((t, i) => {
            const n = taken(report.figures, node, i);
            return (
              <li key={`${t.event}-${i}`} className="support-transition">
                <code>{t.label}</code> → {t.targets.length ? t.targets.join(', ') : '·'}
                {n > 0 ? <span className="insight-state__taken"> {text.taken(n)}</span> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {node.children.length ? (
        <ul className="support-diagram__states">
          {node.children.map((child) => (
            <StateBox key={child.path} node={child} report={report} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

// Each figure opens the kept traces behind it: those that passed the state, or met the
// failure there, so staff go from a share to the owners who wrote in about it.
function Figures({
  figures,
  before,
  compare,
  machine,
  state,
}: {
  figures: StateFigures;
  before?: StateFigures;
  compare: boolean;
  machine: TraceMachine;
  state: string;
}) {
  const share = figures.reached > 0 ? figures.left / figures.reached : 0;
  return (
    <ul className="insight-state__figures">
      <li>
        <ConsoleLink to="/support" search={{ machine, state }}>
          {text.reached(figures.reached)}
          <span className="visually-hidden"> ({text.traces})</span>
        </ConsoleLink>
        {compare ? (
          <span className="insight-state__before"> · {text.before(before?.reached ?? 0)}</span>
        ) : null}
      </li>
      {figures.left > 0 ? <li>{text.left(figures.left, share)}</li> : null}
      {figures.medianTime ? <li>{text.time(text.times[figures.medianTime])}</li> : null}
      {figures.failures.length > 0 ? (
        <li>
          {text.failures}:{' '}
          {figures.failures.map(({ outcome, n }) => (
            <ConsoleLink
              key={outcome}
              to="/support"
              search={{ machine, state, failure: outcome }}
              className="insight-state__code"
            >
              <code>
                {outcome} × {text.count(n)}
              </code>
              <span className="visually-hidden"> ({text.failureTraces(outcome)})</span>
            </ConsoleLink>
          ))}
        </li>
      ) : null}
      {figures.refused.length > 0 ? (
        <li>
          {text.refused}:{' '}
          {figures.refused.map(({ event, n }) => (
            <code key={event} className="insight-state__code">
              {event} × {text.count(n)}
            </code>
          ))}
        </li>
      ) : null}
    </ul>
  );
}
