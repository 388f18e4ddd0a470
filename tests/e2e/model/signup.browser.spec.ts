import { describeBrowserModel } from './browserHarness';
import { signupSuite } from './signup.suite';

describeBrowserModel(signupSuite);
