import { ConsoleLink } from '../routing';
import { supportCopy } from '../copy';
import type { VitalsPeriod, VitalsRow, VitalsSummary } from '../../../schemas/vitals';
import { ConsoleHeader } from '../ConsoleNav';
import '../support.css';

export interface VitalsReportProps {
  days: VitalsPeriod;
  // Undefined while it could not be read: `error` says why in its place.
  summary?: VitalsSummary;
  error?: string;
  onSignOut: () => void;
  // The staff member's email, when the tab kept it.
  signedInAs?: string;
}

const text = supportCopy.vitals;
const columns = text.columns;
const PERIODS: VitalsPeriod[] = [7, 28];
const METRIC_ORDER = ['LCP', 'INP', 'CLS'] as const;

// The field vitals of the period: p75 and the count of each rating per page route, per flow
// event (INP only: the event the slow interaction sent) and per page language.
export function VitalsReport({ days, summary, error, onSignOut, signedInAs }: VitalsReportProps) {
  return (
    <section className="section support">
      <div className="container">
        <ConsoleHeader title={text.title} onSignOut={onSignOut} signedInAs={signedInAs} />
        <p className="support__lead">{text.lead}</p>
        <nav className="support__actions" aria-label={text.periods}>
          {PERIODS.map((period) => (
            <ConsoleLink
              key={period}
              to="/support/vitals"
              search={{ days: period }}
              className={period === days ? 'btn btn--sm' : 'btn btn--outline btn--sm'}
              aria-current={period === days ? 'page' : undefined}
            >
              {text.period[period]}
            </ConsoleLink>
          ))}
        </nav>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : summary ? (
          <Summary summary={summary} />
        ) : null}
      </div>
    </section>
  );
}

function Summary({ summary }: { summary: VitalsSummary }) {
  if (summary.routes.length === 0) {
    return (
      <div className="stack">
        <p>{text.since(summary.since)}</p>
        <p>{text.empty}</p>
      </div>
    );
  }
  return (
    <div className="stack">
      <p>{text.since(summary.since)}</p>
      <VitalsTable
        caption={text.byRoute}
        nameColumn={columns.route}
        rows={summary.routes.map((row) => ({ ...row, name: row.route, code: true }))}
      />
      {summary.events.length > 0 ? (
        <VitalsTable
          caption={text.byEvent}
          nameColumn={columns.event}
          rows={summary.events.map((row) => ({ ...row, name: row.event, code: true }))}
        />
      ) : null}
      <VitalsTable
        caption={text.byLocale}
        nameColumn={columns.locale}
        rows={summary.locales.map((row) => ({ ...row, name: text.locales[row.locale] }))}
      />
    </div>
  );
}

interface NamedRow extends VitalsRow {
  name: string;
  // A route id or an event type: a name from the code, set left to right.
  code?: boolean;
}

function VitalsTable({
  caption,
  nameColumn,
  rows,
}: {
  caption: string;
  nameColumn: string;
  rows: NamedRow[];
}) {
  const sorted = [...rows].sort(
    (a, b) =>
      a.name.localeCompare(b.name) ||
      METRIC_ORDER.indexOf(a.metric) - METRIC_ORDER.indexOf(b.metric),
  );
  return (
    // Wide tables scroll sideways on a phone: the region takes focus so a keyboard can too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe: a scroll region must be focusable
    <div className="support__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="support__table support__vitals">
        <caption className="support__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{nameColumn}</th>
            <th scope="col">{columns.metric}</th>
            <th scope="col">{columns.p75}</th>
            <th scope="col">{columns.good}</th>
            <th scope="col">{columns.needsImprovement}</th>
            <th scope="col">{columns.poor}</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={`${row.name} ${row.metric}`}>
              <th scope="row">
                {row.code ? (
                  <code dir="ltr" className="support__code">
                    {row.name}
                  </code>
                ) : (
                  row.name
                )}
              </th>
              <td>
                <span dir="ltr">{row.metric}</span>
              </td>
              <td>{text.value(row.metric, row.p75)}</td>
              <td>{text.count(row.good)}</td>
              <td>{text.count(row.needsImprovement)}</td>
              <td>{text.count(row.poor)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
