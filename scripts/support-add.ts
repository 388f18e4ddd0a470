// Creates a support account, or changes its password (enabling it again if it was disabled):
// `npm run support:add -- <email>`. The password is typed at the prompt, not shown, or piped
// in (`printf '%s\n' "$PASSWORD" | npm run support:add -- …`), so it never shows on screen, in
// the shell history or in the process list. See scripts/lib/supportCommand.ts for where the
// account is saved.
import { addThroughSocket } from '../server/support/adminSocket';
import { addSupportAccount, checkSupportAccount } from '../server/support/addAccount';
import { readNewPassword } from './lib/readPassword';
import { fail, message, runSupportCommand } from './lib/supportCommand';

const email = process.argv[2];
if (!email || process.argv.length > 3) {
  fail('Usage: npm run support:add -- <email>, then type the password or pipe it in.');
}

let password = '';
try {
  password = await readNewPassword(process.stdin, process.stderr);
  // Refuse a weak password before touching the database.
  checkSupportAccount(email, password);
} catch (error) {
  fail(message(error));
}

await runSupportCommand({
  direct: (deps) => addSupportAccount(deps, email, password),
  throughApi: (socket) => addThroughSocket(socket, email, password),
});
