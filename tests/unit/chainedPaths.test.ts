import { describe, expect, it } from 'vitest';
import { createMachine, type EventObject } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { resetMachine } from '../../src/machines/reset.machine';
import { flowModel, type FlowSnapshot } from '../model/flowModel';
import { byTarget, chainedPaths, pathsCoveringEdges, type Path } from '../model/paths';
import { events as resetEvents } from '../model/reset.events';

// The browser suites walk few long paths (chainedPaths) instead of one per edge: every edge
// the graph can reach must still be walked, in far fewer paths, none longer than asked.

const door = createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { open: 'opened', lock: 'locked' } },
    opened: { on: { close: 'closed' } },
    locked: { on: { unlock: 'closed' } },
  },
});
const doorEvents: EventObject[] = ['open', 'close', 'lock', 'unlock'].map((type) => ({ type }));
const serialize = (s: { value: unknown }) => JSON.stringify(s.value);

// Each step of each path with the state it left.
const moves = (paths: Path[]) =>
  paths.flatMap((p) =>
    p.steps.slice(1).flatMap((step, i) => {
      const from = p.steps[i]?.state;
      return from ? [{ from, event: step.event, to: step.state }] : [];
    }),
  );

const edgesOf = (paths: Path[]) =>
  new Set(moves(paths).map(({ from, event }) => `${serialize(from)}|${event.type}`));

describe('chainedPaths', () => {
  it('walks every edge of a small machine in one path, from the start', () => {
    const options = { events: doorEvents, input: undefined, serializeState: serialize };
    const paths = chainedPaths(door, options);
    expect(paths).toHaveLength(1);
    expect(paths[0]?.steps[0]?.state.value).toBe('closed');
    expect([...edgesOf(paths)].sort()).toEqual([
      '"closed"|lock',
      '"closed"|open',
      '"locked"|unlock',
      '"opened"|close',
    ]);
  });

  it('starts a new path when the next edge would pass maxSteps, and skips what it is told to', () => {
    const options = { events: doorEvents, input: undefined, serializeState: serialize };
    const paths = chainedPaths(door, options, new Set(), {
      maxSteps: 2,
      skip: (_, event) => event.type === 'lock',
      withStart: true,
    });
    expect(paths[0]?.steps).toHaveLength(1);
    for (const path of paths) expect(path.steps.length - 1).toBeLessThanOrEqual(2);
    expect(edgesOf(paths)).toEqual(new Set(['"closed"|open', '"opened"|close']));
  });

  it('walks every edge of the reset flow, in far fewer paths than one per edge', () => {
    const model = flowModel(resetMachine, 'phoneCode');
    const options = {
      events: resetEvents,
      input: {},
      serializeState: (s: { value: unknown }) => JSON.stringify(s.value),
    };
    const chained = chainedPaths(model, options, new Set(), { edge: byTarget, maxSteps: 14 });
    const each = pathsCoveringEdges(model, options);
    const walked = new Set(moves(chained).map(({ from, event, to }) => byTarget(from, event, to)));
    const adjacency = getAdjacencyMap(model, {
      ...options,
      serializeEvent: (e) => JSON.stringify(e),
    });
    for (const { state: source, transitions } of Object.values(adjacency))
      for (const { event, state } of Object.values<{ event: EventObject; state: FlowSnapshot }>(
        transitions,
      ))
        if (source.can(event)) expect(walked).toContain(byTarget(source, event, state));
    expect(chained.length * 2).toBeLessThan(each.length);
    for (const path of chained) expect(path.steps.length - 1).toBeLessThanOrEqual(14);
  });
});
