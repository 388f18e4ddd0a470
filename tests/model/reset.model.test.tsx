import { resetMachine, type ResetContext } from '../../src/machines/reset.machine';
import { withFakeClock } from './driver';
import { flowModel } from './flowModel';
import { describeModel } from './harness';
import { codeCoverage, coverage, events, starts, tables } from './reset.tables';

withFakeClock();

describeModel({
  name: 'reset',
  model: flowModel(resetMachine, 'phoneCode'),
  events,
  serializeState: (s) => {
    const c = s.context as ResetContext;
    return JSON.stringify([s.value, !!c.phone, !!c.idToken, !!c.verificationId]);
  },
  starts,
  tables,
  coverage: [coverage, codeCoverage],
});
