// @vitest-environment node
/**
 * The architecture's boundaries are enforced by ESLint; these cases prove each rule fires
 * (a pattern that silently matches nothing would otherwise pass every build).
 * Code is linted as if it lived in a real file of the layer it claims to be in.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function rulesFiredFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

describe('layer boundaries', () => {
  it.each([
    [
      'core imports no framework',
      'src/core/locale.ts',
      "import { useState } from 'react';\nexport const x = useState;\n",
      /src\/core is pure/,
    ],
    [
      'core imports no other layer',
      'src/core/locale.ts',
      "import { logger } from '#data/logger.ts';\nexport const x = logger;\n",
      /src\/core is pure/,
    ],
    [
      'core touches no browser globals',
      'src/core/locale.ts',
      'export const x = window.location;\n',
      /Unexpected use of 'window'/,
    ],
    [
      'only data and sync touch Dexie',
      'src/app/App.tsx',
      "import { Dexie } from 'dexie';\nexport const x = Dexie;\n",
      /Only src\/data and src\/sync/,
    ],
    [
      'only data and sync touch Supabase',
      'src/features/content/LandingPage.tsx',
      "import { createClient } from '@supabase/supabase-js';\nexport const x = createClient;\n",
      /Only src\/data and src\/sync/,
    ],
    [
      'data never imports sync',
      'src/data/chat/chatService.ts',
      "import { createSyncService } from '#sync/index.ts';\nexport const x = createSyncService;\n",
      /src\/data never imports sync/,
    ],
    [
      'data never imports features, ui or app',
      'src/data/credits/creditsService.ts',
      "import { useService } from '#app/serviceContext.tsx';\nimport { useToasts } from '#ui/toast/toastStore.ts';\nimport { usePaywall } from '#features/billing/index.ts';\nexport const x = [useService, useToasts, usePaywall];\n",
      /src\/data never imports sync, features, ui or app[\s\S]*src\/data never imports sync, features, ui or app[\s\S]*src\/data never imports sync, features, ui or app/,
    ],
    [
      'data tests stay below sync too',
      'src/data/chat/chatService.test.ts',
      "import { createSyncEngine } from '#sync/engine.ts';\nexport const x = createSyncEngine;\n",
      /src\/data never imports sync/,
    ],
    [
      'features are reached through index.ts',
      'src/app/App.tsx',
      "import { LandingPage } from '#features/content/LandingPage.tsx';\nexport const x = LandingPage;\n",
      /through their index\.ts/,
    ],
    [
      'no deep relative imports',
      'src/app/App.tsx',
      "import { x } from '../../core/locale.ts';\nexport const y = x;\n",
      /No \.\.\/\.\.\/ chains/,
    ],
    [
      'the service worker imports only core',
      'sw/routes.ts',
      "import { logger } from '#data/logger.ts';\nexport const x = logger;\n",
      /may import only #core/,
    ],
    [
      'no raw colours outside the theme',
      'src/app/App.tsx',
      "export const x = '#FF0000';\n",
      /No raw colours/,
    ],
    [
      'no UI text outside Lingui',
      'src/app/App.tsx',
      'export const X = () => <p>Bonjour</p>;\n',
      /goes through Lingui/,
    ],
    ['no console outside the logger', 'src/app/App.tsx', "console.log('x');\n", /no-console/],
  ])(
    '%s',
    async (_rule, filePath, code, expected) => {
      expect((await rulesFiredFor(filePath, code)).join('\n')).toMatch(expected);
    },
    // The first case pays for building the type-aware ESLint program (several seconds under load).
    30_000,
  );

  it('lets the composition root reach a feature through its *.service.ts', async () => {
    const code =
      "import { paywallMachine } from '#features/billing/billing.service.ts';\nexport const x = paywallMachine;\n";
    expect(await rulesFiredFor('src/app/services.ts', code)).toEqual([]);
  }, 30_000);

  it('lets allowed imports through', async () => {
    const code =
      "import { NotFoundPage } from '#features/content/index.ts';\nimport { resolveLocale } from '#core/locale.ts';\nexport const x = [NotFoundPage, resolveLocale];\n";
    expect(await rulesFiredFor('src/app/App.tsx', code)).toEqual([]);
  });
});
