import { stepWords, supportCopy } from '../copy';
import type { ReplayMismatch, TraceVersionNote } from '../model';

const text = supportCopy.trace;

// Which versions of the flows recorded the trace, said before the steps: a trace an earlier
// version made may part from today's machines, and support should know why before reading.
export function VersionNotice({
  versions,
  mismatched,
}: {
  versions: TraceVersionNote;
  mismatched: boolean;
}) {
  if (versions.older.length === 0) {
    return versions.unversioned ? (
      <p className="support__versions-note">{text.unversioned}</p>
    ) : null;
  }
  return (
    <section className="support__versions" aria-labelledby="support-versions-title">
      <h2 className="support__versions-title" id="support-versions-title">
        {text.olderTitle}
      </h2>
      <ul>
        {versions.older.map(({ machine, recorded, today }) => (
          <li key={machine}>{text.olderMachine(machine, recorded, today)}</li>
        ))}
      </ul>
      <p>{mismatched ? text.olderLead : text.olderSame}</p>
    </section>
  );
}

// The step where the replay stopped, both ways: what the owner's version recorded, and what
// today's machines do with the same step. The state ids stay beside the words for engineers.
export function ReplayComparison({ mismatch }: { mismatch: ReplayMismatch }) {
  const { owner, today } = mismatch;
  const todaySaid =
    today.to === undefined
      ? text.compareNotRunning(today.machine)
      : today.event === undefined
        ? text.compareStayed(today.machine, today.to)
        : text.compareMoved(
            stepWords({ machine: today.machine, event: today.event }),
            today.machine,
            today.from,
            today.to,
          );
  return (
    <div className="support__mismatch" role="alert">
      <p className="support__mismatch-title">{text.mismatchTitle}</p>
      <p>{text.mismatchLead}</p>
      <h2 className="support__compare-title">{text.compareTitle(mismatch.index + 1)}</h2>
      <dl className="support__compare">
        <div>
          <dt>{text.compareOwner}</dt>
          <dd>{text.compareMoved(stepWords(owner), owner.machine, owner.from, owner.to)}</dd>
          <dd className="support__compare-ids">
            <code>
              {owner.machine} · {owner.event} → {owner.to || '∅'}
            </code>
          </dd>
        </div>
        <div>
          <dt>{text.compareToday}</dt>
          <dd>{todaySaid}</dd>
          <dd className="support__compare-ids">
            <code>
              {today.machine} · {today.event ?? '—'} → {today.to ?? '—'}
            </code>
          </dd>
        </div>
      </dl>
      <p className="support__mismatch-message">{mismatch.message}</p>
    </div>
  );
}
