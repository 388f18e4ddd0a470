// Takes the lock on a PGlite folder and keeps it until killed: a stand-in for an API process
// in the storage tests. Prints `locked <pid>` once it holds the lock.
import { lockDataFolder } from '../../../server/db/folderLock';

const folder = process.argv[2];
if (!folder) throw new Error('usage: holdDataFolder.ts <folder>');
await lockDataFolder(folder);
console.log(`locked ${process.pid}`);
setInterval(() => {}, 60_000);
