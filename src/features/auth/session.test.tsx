import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

import { authMachine, type LoadedProfile, type AuthSession } from './auth.machine.ts';
import {
  AuthProvider,
  createAuthRuntime,
  useAuthActor,
  useAuthStatus,
  useLoginModal,
  useSessionUser,
} from './session.tsx';

const session: AuthSession = { userId: 'u1', email: 'lea@example.fr', accessToken: 't', expiresAt: 4e9 };

function stubbedActor(stored: AuthSession | null) {
  const signIn = vi.fn(() => Promise.resolve(session));
  const actor = createActor(
    authMachine.provide({
      actors: {
        getSession: fromPromise(() => Promise.resolve(stored)),
        signInWithPassword: fromPromise(signIn),
        loadProfile: fromPromise(() =>
          Promise.resolve<LoadedProfile>({
            profile: { id: 'u1', nom: 'Léa', timezone: 'Europe/Paris' },
            fromDevice: false,
          }),
        ),
      },
      delays: { profileDelay: 0 },
    }),
  );
  return { actor, signIn };
}

function Probe() {
  const status = useAuthStatus();
  const user = useSessionUser();
  const auth = useAuthActor();
  const modal = useLoginModal();
  return (
    <div>
      <p>status: {status}</p>
      <p>user: {user ? `${user.name ?? '-'} <${user.email}> ${user.timezone ?? '-'}` : 'none'}</p>
      <p>modal: {modal.tab ?? 'closed'}</p>
      <button onClick={() => auth.send({ type: 'auth.login', email: 'lea@example.fr', password: 'secret1' })}>
        login
      </button>
      <button onClick={() => modal.open('signup')}>open</button>
    </div>
  );
}

it('shows the status it was given until the actor has loaded, then follows the actor', async () => {
  const { actor } = stubbedActor(session);
  let resolve!: () => void;
  const loaded = new Promise<void>((done) => (resolve = done));
  const runtime = createAuthRuntime({
    load: async () => {
      await loaded;
      return actor.start();
    },
    statusBeforeStart: 'checking',
  });
  render(
    <AuthProvider runtime={runtime}>
      <Probe />
    </AuthProvider>,
  );
  expect(screen.getByText('status: checking')).toBeVisible();
  runtime.start();
  await act(() => {
    resolve();
    return loaded;
  });
  expect(await screen.findByText('status: signedIn')).toBeVisible();
  // The profile loads in the background and completes the user.
  expect(await screen.findByText('user: Léa <lea@example.fr> Europe/Paris')).toBeVisible();
});

it('lets a visitor act before the auth code has loaded: the event waits for the actor', async () => {
  const { actor, signIn } = stubbedActor(null);
  const load = vi.fn(() => Promise.resolve(actor.start()));
  const runtime = createAuthRuntime({ load, statusBeforeStart: 'signedOut' });
  render(
    <AuthProvider runtime={runtime}>
      <Probe />
    </AuthProvider>,
  );
  expect(screen.getByText('status: signedOut')).toBeVisible();
  expect(load).not.toHaveBeenCalled();

  act(() => screen.getByRole('button', { name: 'login' }).click());
  expect(await screen.findByText('status: signedIn')).toBeVisible();
  expect(load).toHaveBeenCalledTimes(1);
  expect(signIn).toHaveBeenCalledTimes(1);
});

it('opens the login modal on the asked tab and starts loading the auth code meanwhile', async () => {
  const { actor } = stubbedActor(null);
  const load = vi.fn(() => Promise.resolve(actor.start()));
  const runtime = createAuthRuntime({ load, statusBeforeStart: 'signedOut' });
  render(
    <AuthProvider runtime={runtime}>
      <Probe />
    </AuthProvider>,
  );
  act(() => screen.getByRole('button', { name: 'open' }).click());
  expect(screen.getByText('modal: signup')).toBeVisible();
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
});

it('tries loading again after a failed load (e.g. the chunk could not be fetched offline)', async () => {
  const { actor } = stubbedActor(null);
  const onLoadError = vi.fn();
  const load = vi
    .fn<() => Promise<typeof actor>>()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValue(actor);
  const runtime = createAuthRuntime({ load, statusBeforeStart: 'signedOut', onLoadError });
  runtime.start();
  await vi.waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1));
  actor.start();
  runtime.start();
  await vi.waitFor(() => expect(runtime.current()).toBe(actor));
});

it("does not re-render a visitor's screens when the auth code loads and confirms they are signed out", async () => {
  const { actor } = stubbedActor(null);
  const runtime = createAuthRuntime({
    load: () => Promise.resolve(actor.start()),
    statusBeforeStart: 'signedOut',
  });
  let renders = 0;
  function Status() {
    renders++;
    return <p>status: {useAuthStatus()}</p>;
  }
  render(
    <AuthProvider runtime={runtime}>
      <Status />
    </AuthProvider>,
  );
  expect(renders).toBe(1);
  await act(async () => {
    runtime.start();
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
  });
  expect(screen.getByText('status: signedOut')).toBeVisible();
  expect(renders).toBe(1);
});
