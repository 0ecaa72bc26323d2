/**
 * A screen reading the data ports before they are loaded suspends once and then renders, with no
 * error React recovers from: reading them with `current() ?? use(get())` (a `use` on some renders
 * only) made React replay the suspended first render under the wrong hook dispatcher — "Update
 * hook called on initial render" (#467) inside "error during concurrent rendering" (#520), seen on
 * / and /chat/emma right after sign-in and on billing routes (tests/e2e/console.spec.ts).
 */
import { startTransition, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { createLazy } from '#core/lazy.ts';

import { DataPortsContext, useDataPorts, type DataPorts } from './index.ts';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined };
let before: boolean | undefined;
// The replay happens in React's own scheduling, which act() would flush differently.
beforeEach(() => {
  before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
});

it('renders a screen whose ports load during its first (transition) render, without a recovered error', async () => {
  const ports = { liveQueries: 'the ports' } as unknown as DataPorts;
  // Loads within microtasks, as a chunk already fetched does: React replays the suspended render.
  const lazy = createLazy(() => Promise.resolve(ports));
  function Screen() {
    const { liveQueries } = useDataPorts();
    const [count] = useState(1);
    return (
      <p>
        {liveQueries as unknown as string} {count}
      </p>
    );
  }
  const recovered: unknown[] = [];
  const container = document.createElement('div');
  const root = createRoot(container, { onRecoverableError: (error) => recovered.push(error) });
  startTransition(() =>
    root.render(
      <DataPortsContext value={lazy}>
        <Suspense fallback="…">
          <Screen />
        </Suspense>
      </DataPortsContext>,
    ),
  );
  await expect.poll(() => container.textContent).toBe('the ports 1');
  expect(recovered).toEqual([]);
  root.unmount();
});
