import { describeBrowserModel } from './browserHarness';
import { deletionSuite } from './deletion.suite';

describeBrowserModel(deletionSuite);
