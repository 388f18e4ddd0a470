import { useMemo } from 'react';
import type { SupportConsole as Support } from '../../app/support/console';
import { downloadJson } from '../../app/support/download';
import { useSupportConsole, type OpenedTrace } from '../../app/support/useSupportConsole';
import type { TimelineRow } from '../../ui/support/model';
import { SupportSignIn } from '../../ui/support/SupportSignIn';
import { TraceList } from '../../ui/support/TraceList';
import { TraceView, type TraceFrame } from '../../ui/support/TraceView';

// The /support page: sign in, the recent traces, a trace replayed step by step.
export function SupportConsole({ support }: { support: Support }) {
  const state = useSupportConsole(support);
  if (!state.signedIn)
    return (
      <SupportSignIn
        onSubmit={(email, password) => void state.signIn(email, password)}
        pending={state.signingIn}
        error={state.signInError}
        notice={state.notice}
      />
    );
  if (state.opened)
    return <OpenedTraceView support={support} opened={state.opened} onBack={state.close} />;
  return (
    <TraceList
      traces={state.traces}
      listError={state.listError}
      searchError={state.searchError}
      opening={state.opening}
      onOpen={(reference) => void state.open(reference)}
      onSignOut={state.signOut}
    />
  );
}

function OpenedTraceView({
  support,
  opened: { stored, replay },
  onBack,
}: {
  support: Support;
  opened: OpenedTrace;
  onBack: () => void;
}) {
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
      onBack={onBack}
    />
  );
}
