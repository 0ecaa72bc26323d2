// @vitest-environment node
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';

import { authImplementations } from './authActors.ts';

/** A client whose auth listener the test calls by hand, as supabase-js would. */
function clientWithListener() {
  let listener: ((event: AuthChangeEvent, session: Session | null) => void) | undefined;
  const client = {
    auth: {
      onAuthStateChange(callback: typeof listener) {
        listener = callback;
        return { data: { subscription: { unsubscribe: () => undefined } } };
      },
    },
  } as unknown as SupabaseClient;
  return { client, report: (event: AuthChangeEvent, session: Session | null) => listener?.(event, session) };
}

it('passes sign-outs on, but not the null initial report of a refresh that found no network', () => {
  const { client, report } = clientWithListener();
  const received: unknown[] = [];
  const parent = createMachine({
    invoke: { src: 'watch' },
    on: { '*': { actions: ({ event }) => received.push(event) } },
  }).provide({
    actors: { watch: authImplementations(client, { siteUrl: 'http://localhost' }).actors.watchAuthChanges },
  });
  const actor = createActor(parent).start();

  // supabase-js reports INITIAL_SESSION null when the refresh of an expired session failed
  // offline; the person came in with the device's session and must stay signed in.
  report('INITIAL_SESSION', null);
  expect(received).toEqual([]);

  report('SIGNED_OUT', null);
  expect(received).toEqual([{ type: 'auth.sessionChanged', session: null }]);
  actor.stop();
});
