import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { flowTargets } from '../../src/app/flowTargets';
import type { FlowTarget } from '../../src/machines/flowEffects';
import { createAppRouter } from '../../src/router';
import { FLOW_HREFS } from '../helpers/flowHrefs';

describe('flow targets', () => {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/'] }) });
  const targets = Object.keys(FLOW_HREFS) as FlowTarget[];

  it.each(targets)('%s reaches the page the spec names', (target) => {
    expect(router.buildLocation(flowTargets[target]).href).toBe(FLOW_HREFS[target]);
  });

  it('names every target the machines use, and no other', () => {
    expect(Object.keys(flowTargets).sort()).toEqual([...targets].sort());
  });
});
