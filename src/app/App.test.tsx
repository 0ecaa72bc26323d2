import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

import { parseConfig } from '#core/config.ts';
import type { Locale } from '#core/locale.ts';

import { App } from './App.tsx';
import { appMachine } from './app.machine.ts';
import { AppActorProvider } from './appActor.tsx';

it('shows the fatal configuration screen, naming the missing variables, when the backend is not configured', async () => {
  const machine = appMachine.provide({
    actors: {
      activateLocale: fromPromise<Locale, { locale: Locale }>(({ input }) => Promise.resolve(input.locale)),
    },
  });
  const actor = createActor(machine, {
    input: { config: parseConfig({}), browserLanguages: ['fr'], online: true },
  }).start();
  await waitFor(actor, (s) => s.matches('misconfigured'));
  render(
    <AppActorProvider actor={actor}>
      <App />
    </AppActorProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Configuration incomplète' })).toBeInTheDocument();
  expect(screen.getByText('VITE_SUPABASE_URL est absente.')).toBeInTheDocument();
  expect(screen.getByText('VITE_SUPABASE_ANON_KEY est absente.')).toBeInTheDocument();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  actor.stop();
});

it('shows a bilingual reload screen, not a blank page, when no language catalog can load', async () => {
  const machine = appMachine.provide({
    actors: {
      activateLocale: fromPromise<Locale, { locale: Locale }>(() => Promise.reject(new Error('offline'))),
    },
  });
  const config = parseConfig({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'anon' });
  const actor = createActor(machine, { input: { config, browserLanguages: ['fr'], online: false } }).start();
  await waitFor(actor, (s) => s.hasTag('broken'));
  render(
    <AppActorProvider actor={actor}>
      <App />
    </AppActorProvider>,
  );
  expect(screen.getByText(/n'a pas pu se charger/)).toBeInTheDocument();
  expect(screen.getByText(/could not load/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Réessayer · Try again' })).toBeInTheDocument();
  actor.stop();
});
