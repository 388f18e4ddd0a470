import { deletionMachine, type DeletionContext } from '../../src/machines/deletion.machine';
import { codeCoverage, coverage, events, starts, tables } from './deletion.tables';
import { withFakeClock } from './driver';
import { flowModel } from './flowModel';
import { describeModel } from './harness';

withFakeClock();

describeModel({
  name: 'deletion',
  model: flowModel(deletionMachine, 'phoneCode'),
  events,
  serializeState: (s) => {
    const c = s.context as DeletionContext;
    return JSON.stringify([s.value, !!c.phone, !!c.proof, !!c.verificationId]);
  },
  starts,
  tables,
  coverage: [coverage, codeCoverage],
});
