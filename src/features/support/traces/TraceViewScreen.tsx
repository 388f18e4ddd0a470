import { useCanGoBack } from '@tanstack/react-router';
import { useConsoleNavigate, useConsoleRouter } from '../routing';
import { useMemo } from 'react';
import type { SupportConsole } from '../console';
import type { OpenedTrace } from './tracesView';
import { downloadJson } from '../download';
import { keptTraceFileName } from './keptTrace';
import type { TimelineRow } from '../model';
import { TraceView, type TraceFrame } from './TraceView';
import { CasePanel } from './CasePanel';
import { supportFailureText } from '../copy';
import { asFailure } from '../../../schemas/failure';
import { useConsoleSignOut } from '../useConsoleSignOut';

export interface SupportTraceViewProps {
  opened: OpenedTrace;
  support: SupportConsole;
  // The step on screen, counted from 1, and its changes.
  step?: number;
  onStep?: (step: number) => void;
}

// A trace replayed step by step; back is where staff came from (the list at the page and
// filter they left), or the list's first page when the trace was opened from a link.
export function SupportTraceView({
  opened: { stored, replay },
  support,
  step,
  onStep,
}: SupportTraceViewProps) {
  const router = useConsoleRouter();
  const navigate = useConsoleNavigate();
  const canGoBack = useCanGoBack();
  const signOut = useConsoleSignOut(support);
  const rows = useMemo(
    (): TimelineRow[] =>
      stored.trace.entries.map((entry, index) => ({
        id: `support-step-${index + 1}`,
        step: index + 1,
        ...entry,
      })),
    [stored],
  );
  const frames = useMemo(
    (): TraceFrame[] =>
      replay.frames.map((frame) => ({
        screen: frame.screen,
        toasts: frame.toasts,
        diagram: support.diagram(frame.entry.machine),
      })),
    [replay, support],
  );
  return (
    <TraceView
      reference={stored.reference}
      uploadedAt={stored.uploadedAt}
      rows={rows}
      frames={frames}
      mismatch={replay.mismatch}
      versions={{ older: replay.older, unversioned: replay.unversioned }}
      onDownload={() => downloadJson(`trace-${stored.reference}.json`, stored.trace)}
      onKeep={() => downloadJson(keptTraceFileName(stored.trace), stored.trace)}
      onBack={() => (canGoBack ? router.history.back() : void navigate({ to: '/support' }))}
      onSignOut={signOut}
      signedInAs={support.session()?.email}
      step={step}
      onStep={onStep}
    >
      <CasePanel
        initial={stored.case}
        onStatus={(status) =>
          support.setCaseStatus(stored.reference, status).then(
            () => undefined,
            (error: unknown) => supportFailureText('case', asFailure(error)),
          )
        }
        onNote={(text) =>
          support.addCaseNote(stored.reference, text).then(
            (note) => ({ note }),
            (error: unknown) => ({ error: supportFailureText('case', asFailure(error)) }),
          )
        }
      />
    </TraceView>
  );
}
