// What `npm run support:add` and `support:disable` share: the API's database settings
// (DATABASE_URL, or the PGlite folder), and the API's admin socket beside the folder when the
// API is running on it and so holds it.
import { createPasswordHasher, type PasswordHasher } from '../../server/auth/password';
import { readConfig } from '../../server/config';
import { FolderInUseError } from '../../server/db/folderLock';
import { openDatabase } from '../../server/db/openDatabase';
import {
  createSupportAccountStore,
  type SupportAccountStore,
} from '../../server/support/accountStore';
import { adminSocketPath } from '../../server/support/adminSocket';
import { SupportCommandRefusal } from '../../server/support/refusal';

/** Says why in one line, no stack, and exits with 1. */
export function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

export const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs the command, prints its line and exits: 0 done, 1 refused or failed. */
export async function runSupportCommand(command: {
  /** On the database itself. */
  direct(deps: { accounts: SupportAccountStore; passwords: PasswordHasher }): Promise<string>;
  /** Through the API that holds the PGlite folder. */
  throughApi(socketPath: string): Promise<string>;
}): Promise<never> {
  try {
    const config = readConfig(process.env);
    const db = await openDatabase(config);
    try {
      const accounts = createSupportAccountStore(db);
      const passwords = createPasswordHasher({ log2N: config.scryptLog2N });
      console.log(await command.direct({ accounts, passwords }));
    } finally {
      await db.close();
    }
  } catch (error) {
    if (!(error instanceof FolderInUseError)) fail(message(error));
    const socket = adminSocketPath(readConfig(process.env).pgliteDataDir);
    try {
      console.log(await command.throughApi(socket));
    } catch (viaApi) {
      if (viaApi instanceof SupportCommandRefusal) fail(viaApi.message);
      fail(
        `The API is running on this database and does not answer on ${socket}. (${error.message})`,
      );
    }
  }
  process.exit(0);
}
