// Ends a support account's access at once: `npm run support:disable -- <email>`. Every token
// it holds is refused from the next request on and it cannot sign in; its audit rows stay.
// `npm run support:add` for the same email enables it again with a new password. See
// scripts/lib/supportCommand.ts for where the change is made.
import { disableThroughSocket } from '../server/support/adminSocket';
import { checkSupportEmail } from '../server/support/addAccount';
import { disableSupportAccount } from '../server/support/disableAccount';
import { fail, message, runSupportCommand } from './lib/supportCommand';

const email = process.argv[2];
if (!email || process.argv.length > 3) fail('Usage: npm run support:disable -- <email>');
try {
  checkSupportEmail(email);
} catch (error) {
  fail(message(error));
}

await runSupportCommand({
  direct: (deps) => disableSupportAccount(deps, email),
  throughApi: (socket) => disableThroughSocket(socket, email),
});
