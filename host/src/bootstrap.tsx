import { nextTask } from './start/next-task.ts';

/**
 * The libraries the start-up evaluates, heaviest first, each in a task of its own. `eager`
 * keeps them in main.js (no request): the import only decides when each is evaluated. Each
 * names one export the app uses anyway: a whole namespace would keep every export of the
 * package wherever it can be tree-shaken (the one-bundle build).
 */
const LIBRARIES = [
  () => import(/* webpackMode: "eager", webpackExports: ["hydrateRoot"] */ 'react-dom/client'),
  () => import(/* webpackMode: "eager", webpackExports: ["createBrowserRouter"] */ 'react-router-dom'),
  () => import(/* webpackMode: "eager", webpackExports: ["ThemeProvider"] */ 'styled-components'),
  () => import(/* webpackMode: "eager", webpackExports: ["FullScreenSpinner"] */ 'shared/ui'),
];

/**
 * The start-up in slices. Evaluated at once, the app's modules and the libraries they import
 * are one task of about 200 ms on a phone with a slow CPU (Lighthouse's mobile preset), which
 * blocks input and counts in Total Blocking Time; as separate tasks each stays short.
 */
async function start(): Promise<void> {
  for (const library of LIBRARIES) {
    await nextTask();
    await library();
  }
  await nextTask();
  const { startHost } = await import(/* webpackMode: "eager" */ './start/start-host.tsx');
  await nextTask();
  startHost();
}

start().catch((error: unknown) => console.error('The site could not start', error));
