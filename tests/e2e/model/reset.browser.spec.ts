import { describeBrowserModel } from './browserHarness';
import { resetSuite } from './reset.suite';

describeBrowserModel(resetSuite);
