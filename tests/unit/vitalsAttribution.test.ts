import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type InspectionEvent } from 'xstate';
import { createContactMachine } from '../../src/app/contact';
import { createTraceRecorder } from '../../src/app/storage/flowTrace';
import { browserServices } from '../../src/app/services';
import { afterPaint } from '../../src/slowPhone/interactions/afterPaint';
import { flowEventsBetween, noteFlowEvent } from '../../src/slowPhone/interactions/flowEvents';
import {
  inpEvent,
  interactionWindow,
  toReport,
  type MetricLike,
  type ReportContext,
} from '../../src/slowPhone/vitals/reports';
import { memoryStore } from '../../src/services/storage';

// An INP as web-vitals' attribution build reports it: the interaction's Event Timing entry
// (input at `start`, handlers from `processingStart` to `processingEnd`, painted `duration`
// after the input) and the attribution read from it.
function inp(start: number, duration: number, processing = [start + 5, start + 30]): MetricLike {
  const [processingStart, processingEnd] = processing;
  return {
    name: 'INP',
    id: `v6-inp-${start}`,
    value: duration,
    entries: [{ startTime: start, duration, processingStart, processingEnd }],
    attribution: { interactionTime: start, nextPaintTime: start + duration },
  };
}

// The flow events a test says were sent, in place of the tab's own.
const sentAt =
  (...events: [type: string, at: number][]): ReportContext['eventsBetween'] =>
  (start, end) =>
    events.filter(([, at]) => at >= start && at <= end).map(([type, at]) => ({ type, at }));

const context = (eventsBetween: ReportContext['eventsBetween']): ReportContext => ({
  routeAt: () => '/_flows/register',
  locale: 'en',
  connection: '4g',
  eventsBetween,
});

describe('an INP is attributed to the flow event its interaction sent', () => {
  it('takes the event sent while the interaction’s handlers ran', () => {
    const events = sentAt(['phone.change', 900], ['login.submit', 1012], ['logout', 2000]);
    expect(inpEvent(inp(1000, 240), events)).toBe('login.submit');
    expect(toReport(inp(1000, 240), context(events))).toEqual({
      route: '/_flows/register',
      locale: 'en',
      metric: 'INP',
      value: 240,
      rating: 'needs-improvement',
      event: 'login.submit',
      connection: '4g',
    });
  });

  it('counts the whole interaction, from the input to the paint that answered it', () => {
    // Sent after the handlers (a microtask, a transition) but before the next paint.
    expect(inpEvent(inp(1000, 240), sentAt(['form.submit', 1200]))).toBe('form.submit');
    expect(interactionWindow(inp(1000, 240))).toEqual({ start: 1000, end: 1240 });
    // A processing end past the rounded duration still counts.
    expect(interactionWindow(inp(1000, 40, [1002, 1060]))).toEqual({ start: 1000, end: 1060 });
  });

  it('takes none when the interaction sent none: a sent event before or after it is another’s', () => {
    const events = sentAt(['form.submit', 999], ['code.enter', 1241]);
    expect(inpEvent(inp(1000, 240), events)).toBeUndefined();
    expect(toReport(inp(1000, 240), context(events))).not.toHaveProperty('event');
  });

  it('takes the first event the interaction sent, not one it set off later in the same frame', () => {
    const events = sentAt(['code.enter', 1010], ['phone.prefill', 1100]);
    expect(inpEvent(inp(1000, 240), events)).toBe('code.enter');
  });

  it('names only events of the machines’ closed list', () => {
    const events = sentAt(['typed mona@example.com', 1005], ['xstate.init', 1006]);
    expect(inpEvent(inp(1000, 240), events)).toBeUndefined();
    expect(inpEvent(inp(1000, 240), sentAt(['xstate.init', 1006], ['submit', 1007]))).toBe(
      'submit',
    );
  });

  it('falls back to the entries when the attribution has no interaction time', () => {
    const metric = { ...inp(1000, 120), attribution: {} };
    expect(inpEvent(metric, sentAt(['code.resend', 1100]))).toBe('code.resend');
    expect(inpEvent({ ...metric, entries: [] }, sentAt(['code.resend', 1100]))).toBeUndefined();
  });

  it('gives LCP and CLS no event, whatever was sent around them', () => {
    const events = sentAt(['form.submit', 1000]);
    const lcp: MetricLike = {
      name: 'LCP',
      id: 'v6-lcp',
      value: 1300.4,
      entries: [{ startTime: 1000, duration: 0 }],
      attribution: { lcpEntry: { startTime: 1000 } },
    };
    expect(toReport(lcp, context(events))).toEqual({
      route: '/_flows/register',
      locale: 'en',
      metric: 'LCP',
      value: 1300,
      rating: 'good',
      connection: '4g',
    });
  });
});

describe('the flows note the events a person’s actions send them', () => {
  const services = () =>
    browserServices({
      localStore: memoryStore(),
      sessionStore: memoryStore(),
      sendContactMessage: async () => '<p>Thanks</p>',
    });

  it('notes an event the page sends a flow, with when it was sent', async () => {
    const app = services();
    const recorder = createTraceRecorder(app.sessionStore);
    const before = performance.now();
    const contact = createActor(
      createContactMachine(app, () => {}),
      {
        inspect: recorder.inspector('contact'),
      },
    ).start();
    contact.send({
      type: 'submit',
      values: { fullname: 'Nadia Fawzy', email: 'nadia@example.com', message: 'Hello' },
    });
    await waitFor(contact, (s) => s.status === 'done');
    const after = performance.now();
    // The start, the message service's answer and the end are XState's, not the page's.
    expect(flowEventsBetween(before, after).map((e) => e.type)).toEqual(['submit']);
    const [sent] = flowEventsBetween(before, after);
    expect(sent?.at).toBeGreaterThanOrEqual(before);
  });

  it('leaves out what one actor tells another, and any event its machine does not have', () => {
    const recorder = createTraceRecorder(memoryStore());
    const inspect = recorder.inspector('signup');
    // Actors whose states take everything: the recorder asks each before it takes an event.
    const taking = () => ({ value: 'editing', can: () => true });
    const root = { sessionId: 'root', id: 'signup', getSnapshot: taking };
    const child = { sessionId: 'child', id: 'phoneCode', getSnapshot: taking };
    const sent = (event: string, actorRef: object, sourceRef?: object) =>
      inspect({
        type: '@xstate.event',
        rootId: 'root',
        actorRef,
        sourceRef,
        event: { type: event },
      } as unknown as InspectionEvent);
    const before = performance.now();
    sent('phoneCode.sent', root, child);
    sent('xstate.done.actor.register', root);
    sent('code.enter', root);
    sent('form.submit', root);
    sent('code.enter', child);
    expect(flowEventsBetween(before, performance.now()).map((e) => e.type)).toEqual([
      'form.submit',
      'code.enter',
    ]);
  });

  it('notes what a press deferred past its paint as sent at the press', async () => {
    const recorder = createTraceRecorder(memoryStore());
    const contact = createActor(
      createContactMachine(services(), () => {}),
      {
        inspect: recorder.inspector('contact'),
      },
    ).start();
    const pressed = performance.now();
    // The work runs a frame later, as the code screen's last digit does (afterPaint).
    await new Promise<void>((done) =>
      afterPaint(() => {
        contact.send({
          type: 'submit',
          values: { fullname: 'Nadia Fawzy', email: 'nadia@example.com', message: 'Hello' },
        });
        done();
      }),
    );
    const sent = flowEventsBetween(pressed, pressed + 1).find((e) => e.type === 'submit');
    expect(sent?.at).toBeCloseTo(pressed, 0);
    // Events sent after it, by nothing deferred, keep their own time.
    noteFlowEvent('code.resend');
    expect(flowEventsBetween(pressed, pressed + 1).map((e) => e.type)).not.toContain('code.resend');
  });

  it('keeps the last few, oldest out first', () => {
    for (let i = 0; i < 20; i++) noteFlowEvent('code.resend', 1_000_000 + i);
    const kept = flowEventsBetween(1_000_000, 1_000_100);
    expect(kept).toHaveLength(16);
    expect(kept[0]?.at).toBe(1_000_004);
  });
});
