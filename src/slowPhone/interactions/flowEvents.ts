// The last events a person's actions sent the flow machines, each with when it was sent
// (performance.now(), the clock of the Event Timing entries INP is built from). The flows'
// inspector (src/app/storage/flowTrace.ts) writes here; the field vitals read it to say which event
// a slow interaction sent. Tiny and free of the flows' code: the bundler gives it a chunk of
// its own, shared by the flows and the vitals, so loading the vitals never loads a machine.
// A few are kept: INP is read when the page is hidden, and its interaction is the slowest of
// the visit, not always the last.

import { deferredPressTime } from './afterPaint';

export interface SentFlowEvent {
  type: string;
  at: number;
}

const KEPT = 16;
const sent: SentFlowEvent[] = [];
// An event sent by work a press deferred past its paint counts as sent at the press.
export function noteFlowEvent(type: string, at = deferredPressTime() ?? performance.now()): void {
  sent.push({ type, at });
  if (sent.length > KEPT) sent.shift();
}

/** The events sent from `start` to `end` (inclusive), oldest first. */
export function flowEventsBetween(start: number, end: number): SentFlowEvent[] {
  return sent.filter(({ at }) => at >= start && at <= end);
}
