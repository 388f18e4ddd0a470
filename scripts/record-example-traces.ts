// Records the example traces tests/model/traces.model.test.tsx replays, with the production
// machines and the site's own recorder, so they read exactly as a trace downloaded from the
// support console does. Run with `npx tsx scripts/record-example-traces.ts`.
import { writeFileSync } from 'node:fs';
import { createServer } from 'vite';
import type * as FlowTraces from '../tests/helpers/flowTraces';

// Through Vite, as the site is built: the services read `import.meta.env`.
const vite = await createServer({
  configFile: false,
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const { recordSignup, recordFailedReset } = (await vite.ssrLoadModule(
    '/tests/helpers/flowTraces.ts',
  )) as typeof FlowTraces;
  const save = (name: string, trace: unknown) => {
    const file = `tests/model/traces/${name}.json`;
    writeFileSync(file, `${JSON.stringify(trace, null, 2)}\n`);
    console.log(`wrote ${file}`);
  };
  // Without a location, as the sign-up form sends it unless the owner asks to be located.
  save('signup-wrong-code', await recordSignup({ located: false }));
  save('reset-server-error', await recordFailedReset());
} finally {
  await vite.close();
}
