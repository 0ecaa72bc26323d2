import { within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { renderLanding } from './renderLanding.tsx';

/** The prerendered markup, parsed as the browser parses index.html. */
function landing(locale: 'fr' | 'en') {
  const markup = renderLanding(locale);
  if (markup === null) throw new Error('nothing rendered');
  const root = document.createElement('div');
  root.innerHTML = markup;
  document.body.append(root);
  return { markup, page: within(root) };
}

beforeEach(() => {
  vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:54321');
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon-key');
});

afterEach(() => {
  vi.unstubAllEnvs();
  document.body.innerHTML = '';
});

it('renders the French landing a visitor sees: top bar, hero, both coaches, login, footer', () => {
  const { page } = landing('fr');
  expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Prenez soin de vous, à votre rythme.');
  expect(page.getByRole('heading', { level: 3, name: 'Emma' })).toBeInTheDocument();
  expect(page.getByRole('heading', { level: 3, name: 'Louis' })).toBeInTheDocument();
  expect(page.getAllByRole('button', { name: 'Se connecter' })).not.toHaveLength(0);
  expect(page.getByRole('button', { name: 'FR, Français' })).toHaveAttribute('aria-pressed', 'true');
  expect(page.getByText('Tous droits réservés', { exact: false })).toBeInTheDocument();
});

it('renders the English landing with the English catalog', () => {
  const { page } = landing('en');
  expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Take care of yourself, at your own pace.',
  );
  expect(page.getAllByRole('button', { name: 'Log in' })).not.toHaveLength(0);
  expect(page.getByRole('button', { name: 'EN, English' })).toHaveAttribute('aria-pressed', 'true');
});

it('leaves out what the client does not put in #root: <title>, hydration markers', () => {
  const { markup } = landing('fr');
  expect(markup).not.toContain('<title');
  expect(markup).not.toMatch(/<!--/);
});

it('renders nothing for a build without backend configuration (the app shows its fatal screen)', () => {
  vi.stubEnv('VITE_SUPABASE_URL', '');
  expect(renderLanding('fr')).toBeNull();
});
