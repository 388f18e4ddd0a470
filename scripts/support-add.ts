// Creates a support account, or changes its password: `npm run support:add -- <email>` with
// the password on standard input (`printf '%s\n' "$PASSWORD" | npm run support:add -- …`), so
// it never shows in the shell history or the process list. Uses the API's database settings
// (DATABASE_URL, or the PGlite folder); when the API is running on that folder it holds it,
// so the account is saved through the API's admin socket beside the folder instead.
import { text } from 'node:stream/consumers';
import { createPasswordHasher } from '../server/auth/password';
import { readConfig } from '../server/config';
import { FolderInUseError } from '../server/db/folderLock';
import { openDatabase } from '../server/db/openDatabase';
import { createSupportAccountStore } from '../server/db/supportAccountStore';
import { addThroughSocket, adminSocketPath } from '../server/support/adminSocket';
import {
  addSupportAccount,
  checkSupportAccount,
  passwordFromInput,
  SupportAddRefusal,
} from '../server/support/addAccount';

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

const email = process.argv[2];
if (!email || process.argv.length > 3) {
  fail('Usage: npm run support:add -- <email>, with the password on standard input.');
}
if (process.stdin.isTTY) console.error('Password (then Enter and Ctrl-D):');
const password = passwordFromInput(await text(process.stdin));

try {
  // Refuse a weak password before touching the database.
  checkSupportAccount(email, password);
  const config = readConfig(process.env);
  const db = await openDatabase(config);
  try {
    const accounts = createSupportAccountStore(db);
    const passwords = createPasswordHasher({ log2N: config.scryptLog2N });
    console.log(await addSupportAccount({ accounts, passwords }, email, password));
  } finally {
    await db.close();
  }
} catch (error) {
  if (error instanceof FolderInUseError) {
    const socket = adminSocketPath(readConfig(process.env).pgliteDataDir);
    try {
      console.log(await addThroughSocket(socket, email, password));
      process.exit(0);
    } catch (viaApi) {
      if (viaApi instanceof SupportAddRefusal) fail(viaApi.message);
      fail(
        `The API is running on this database and does not answer on ${socket}. (${error.message})`,
      );
    }
  }
  if (error instanceof SupportAddRefusal) fail(error.message);
  fail(error instanceof Error ? error.message : String(error));
}
process.exit(0);
