/**
 * Vitest setup for jsdom tests: DOM matchers, a fresh fake IndexedDB per test file, and the
 * French catalogs active so components render real copy.
 */
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';

import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

import { messages as frApp } from '#locales/fr/app.po';
import { messages as frBoot } from '#locales/fr/messages.po';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'fr', messages: { ...frBoot, ...frApp } });
});

afterEach(() => {
  cleanup();
});

// jsdom lays nothing out, so it has no scrolling: screens that start at the top call
// window.scrollTo, which jsdom only reports as "not implemented" into every run's output.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
