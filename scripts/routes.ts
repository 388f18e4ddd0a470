// `npm run routes`: regenerates both route trees as the dev server and the build do (their
// router plugins in vite.config.ts): the owners' site (src/routeTree.gen.ts) and the support
// console's (src/features/support/routeTree.gen.ts).
import { Generator, getConfig } from '@tanstack/router-generator';

const TREES = [
  {},
  {
    routesDirectory: './src/features/support/routes',
    generatedRouteTree: './src/features/support/routeTree.gen.ts',
  },
];

for (const tree of TREES)
  await new Generator({
    config: getConfig({ target: 'react', ...tree }),
    root: process.cwd(),
  }).run();
