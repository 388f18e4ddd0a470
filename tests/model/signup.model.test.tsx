import { signupMachine, type SignupContext } from '../../src/machines/signup.machine';
import { withFakeClock } from './driver';
import { flowModel } from './flowModel';
import { describeModel } from './harness';
import { codeCoverage, coverage, events, starts, tables } from './signup.tables';

withFakeClock();

describeModel({
  name: 'signup',
  model: flowModel(signupMachine, 'phoneCode'),
  events,
  // States that differ for the user: where the flow and its code step are, plus what the
  // flow's guards read.
  serializeState: (s) => {
    const c = s.context as SignupContext;
    return JSON.stringify([s.value, !!c.password, !!c.location, !!c.details, c.phoneVerified]);
  },
  starts,
  tables,
  coverage: [coverage, codeCoverage],
});
