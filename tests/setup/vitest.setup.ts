/**
 * Vitest setup for jsdom tests: DOM matchers, a fresh fake IndexedDB per test file, and the
 * French catalog active so components render real copy.
 */
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';

import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

import { messages as fr } from '#locales/fr/messages.po';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'fr', messages: fr });
});

afterEach(() => {
  cleanup();
});
