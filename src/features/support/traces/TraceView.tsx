import { useState, type ReactNode } from 'react';
import { supportCopy } from '../copy';
import { ConsoleHeader } from '../ConsoleNav';
import { MachineDiagram } from '../replay/MachineDiagram';
import type {
  DiagramState,
  OwnerScreen,
  ReplayMismatch,
  ScreenToast,
  TimelineRow,
  TraceVersionNote,
} from '../model';
import { ReplayComparison, VersionNotice } from '../replay/ReplayComparison';
import { OwnerScreenPreview } from '../replay/OwnerScreenPreview';
import { TraceTimeline } from './TraceTimeline';
import '../support.css';
import { formatDateTime } from '../../../i18n/format';

export interface TraceFrame {
  screen: OwnerScreen;
  toasts: readonly ScreenToast[];
  diagram: DiagramState;
}

export interface TraceViewProps {
  reference: string;
  uploadedAt: string;
  rows: readonly TimelineRow[];
  // One per row the replay reached; rows past a mismatch have none.
  frames: readonly TraceFrame[];
  mismatch?: ReplayMismatch;
  // Which versions of the machines recorded the trace.
  versions?: TraceVersionNote;
  onDownload: () => void;
  // The same file, named for the kept traces the tests replay.
  onKeep: () => void;
  onBack: () => void;
  onSignOut: () => void;
  // The staff member's email, when the tab kept it.
  signedInAs?: string;
  // The step on screen, counted from 1 (the first when not given), and its changes.
  step?: number;
  onStep?: (step: number) => void;
  // What support does with the trace (its case), under the steps.
  children?: ReactNode;
}

const text = supportCopy.trace;

export function TraceView({
  reference,
  uploadedAt,
  rows,
  frames,
  mismatch,
  versions,
  onDownload,
  onKeep,
  onBack,
  onSignOut,
  signedInAs,
  step,
  onStep,
  children,
}: TraceViewProps) {
  const [selected, setSelected] = useState(() =>
    Math.min(Math.max((step ?? 1) - 1, 0), Math.max(rows.length - 1, 0)),
  );
  const [copied, setCopied] = useState<string>();
  const select = (index: number) => {
    setSelected(index);
    setCopied(undefined);
    onStep?.(index + 1);
  };
  const copyLink = () => {
    const said = text.stepCopied(selected + 1);
    navigator.clipboard
      .writeText(window.location.href)
      .then(() => setCopied(said))
      .catch(() => setCopied(text.copyFailed));
  };
  const row = rows[selected];
  const frame = frames[selected];
  return (
    <section className="section support">
      <div className="container">
        <ConsoleHeader
          title={text.title(reference)}
          onSignOut={onSignOut}
          signedInAs={signedInAs}
        />
        <div className="support__actions support__actions--trace">
          <button type="button" className="btn btn--ghost btn--sm" onClick={onBack}>
            {text.back}
          </button>
          <button type="button" className="btn btn--outline btn--sm" onClick={copyLink}>
            {text.copyStep(selected + 1)}
          </button>
          <button type="button" className="btn btn--outline btn--sm" onClick={onDownload}>
            {text.download}
          </button>
          <button type="button" className="btn btn--outline btn--sm" onClick={onKeep}>
            {text.keep}
          </button>
        </div>
        <p className="support__lead">
          {text.uploadedAt} <time dateTime={uploadedAt}>{formatDateTime(uploadedAt)}</time>
        </p>
        <p className="support__copied" role="status">
          {copied}
        </p>
        {versions ? <VersionNotice versions={versions} mismatched={!!mismatch} /> : null}
        {mismatch ? <ReplayComparison mismatch={mismatch} /> : null}
        <div className="support-trace">
          <TraceTimeline
            rows={rows}
            selected={selected}
            onSelect={select}
            stoppedAt={mismatch?.index}
          />
          <div className="support-trace__step">
            {row && frame ? (
              <>
                <OwnerScreenPreview step={row.step} screen={frame.screen} toasts={frame.toasts} />
                <MachineDiagram
                  machine={row.machine}
                  diagram={frame.diagram}
                  state={row.to}
                  from={row.from}
                  event={row.event}
                />
              </>
            ) : mismatch ? (
              <p className="support__mismatch-note">{mismatch.message}</p>
            ) : null}
          </div>
        </div>
        {children}
      </div>
    </section>
  );
}
