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
