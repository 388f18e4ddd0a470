// `npm run i18n:compile`: compiles the messages into src/paraglide, which is generated and
// not committed. Every npm script that loads the site's code runs this first; the dev server
// then recompiles as the messages change.
import { compileMessages } from './lib/compileMessages';

if (await compileMessages()) console.log('Compiled the messages into src/paraglide.');
// The message project leaves timers behind that would keep the process alive for half a
// minute after everything is written.
process.exit(0);
