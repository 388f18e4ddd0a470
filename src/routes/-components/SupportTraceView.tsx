import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { OpenedTrace } from '../../app/support/consoleView';
import { downloadJson } from '../../app/support/download';
import { keptTraceFileName } from '../../app/support/keptTrace';
import type { TimelineRow } from '../../ui/support/model';
import { TraceView, type TraceFrame } from '../../ui/support/TraceView';
import { CasePanel } from '../../ui/support/CasePanel';
import { supportFailureText } from '../../content/support';
import { asFailure } from '../../schemas/failure';

const route = getRouteApi('/support');

// A trace replayed step by step; back is the list, at the page it was opened from.
export function SupportTraceView({ opened: { stored, replay } }: { opened: OpenedTrace }) {
  const { support } = route.useRouteContext();
  const navigate = route.useNavigate();
  const step = route.useSearch({ select: (search) => search.step });
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
      onDownload={() => downloadJson(`trace-${stored.reference}.json`, stored.trace)}
      onKeep={() => downloadJson(keptTraceFileName(stored.trace), stored.trace)}
      onBack={() => void navigate({ search: ({ page }) => ({ page }) })}
      step={step}
      // The address follows the step on screen, so it is the link to hand on.
      onStep={(next) =>
        void navigate({ search: (search) => ({ ...search, step: next }), replace: true })
      }
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
