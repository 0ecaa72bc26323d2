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
    [
      'ui imports no feature',
      'src/ui/button/Button.tsx',
      "import { LandingPage } from '#features/content/index.ts';\nexport const x = LandingPage;\n",
      /src\/ui imports only #core, #ui and #contracts/,
    ],
    [
      'ui imports no data',
      'src/ui/button/Button.tsx',
      "import { logger } from '#data/logger.ts';\nexport const x = logger;\n",
      /src\/ui imports only #core, #ui and #contracts/,
    ],
    [
      'features use a data domain through its index.ts',
      'src/features/chat/screens/ChatScreen.tsx',
      "import { appDatabase } from '#data/db/db.ts';\nexport const x = appDatabase;\n",
      /Features use a data domain through its index\.ts/,
    ],
    [
      'only the router imports the admin area',
      'src/app/App.tsx',
      "import { AdminPanelPage } from '#features/admin/admin.routes.tsx';\nexport const x = AdminPanelPage;\n",
      /Only src\/app\/routes\.tsx loads the admin area/,
    ],
    [
      'only the router loads the admin area lazily',
      'src/features/home/HomePage.tsx',
      "export const load = () => import('#features/admin/admin.routes.tsx');\n",
      /Only src\/app\/routes\.tsx loads the admin area/,
    ],
    [
      'the app reaches server code only through #contracts',
      'src/features/chat/screens/ChatScreen.tsx',
      "import { detectCrisis } from '#supabase/functions/_shared/crisis/index.ts';\nexport const x = detectCrisis;\n",
      /only through #contracts/,
    ],
    [
      'data reaches server code only through #contracts',
      'src/data/chat/chatRemote.ts',
      "import { parseChatRequest } from '#supabase/functions/_shared/chat/request.ts';\nexport const x = parseChatRequest;\n",
      /only through #contracts/,
    ],
    [
      'edge functions use no Node built-in',
      'supabase/functions/chat/index.ts',
      "import { readFile } from 'node:fs/promises';\nexport const x = readFile;\n",
      /Edge functions run on Deno: no node:\* modules/,
    ],
    [
      'edge functions never import the local stack',
      'supabase/functions/chat/index.ts',
      "import { startLocalStack } from '#supabase/local/server.ts';\nexport const x = startLocalStack;\n",
      /never the local stack/,
    ],
    [
      'contracts import no package',
      'supabase/functions/_shared/contracts/chat.ts',
      "import { createClient } from '@supabase/supabase-js';\nexport const x = createClient;\n",
      /Contracts are pure TypeScript/,
    ],
    [
      'contracts import no server module',
      'supabase/functions/_shared/contracts/chat.ts',
      "import { HttpError } from '../http.ts';\nexport const x = HttpError;\n",
      /Contracts are pure TypeScript/,
    ],
    [
      'Lingui: t`` runs inside a function (the locale of the moment)',
      'src/features/chat/greetings.ts',
      "import { t } from '@lingui/core/macro';\nexport const x = t`Bonjour`;\n",
      /lingui\/t-call-in-function/,
    ],
    [
      'Lingui: placeholders are named variables',
      'src/app/shell/AccountMenu.tsx',
      "import { useLingui } from '@lingui/react/macro';\nexport function useLabel(user: { email: string }) {\n  const { t } = useLingui();\n  return t`Compte de ${user.email}`;\n}\n",
      /lingui\/no-expression-in-message/,
    ],
    [
      'Lingui: a message is more than a variable',
      'src/app/shell/AccountMenu.tsx',
      "import { useLingui } from '@lingui/react/macro';\nexport function useLabel(name: string) {\n  const { t } = useLingui();\n  return t`${name}`;\n}\n",
      /lingui\/no-single-variables-to-translate/,
    ],
    [
      'Lingui: no Trans inside Trans',
      'src/app/App.tsx',
      "import { Trans } from '@lingui/react/macro';\nexport const X = () => (\n  <Trans>\n    Bonjour <Trans>vous</Trans>\n  </Trans>\n);\n",
      /lingui\/no-trans-inside-trans/,
    ],
    [
      'Lingui: a message is more than a tag',
      'src/app/App.tsx',
      "import { Trans } from '@lingui/react/macro';\nexport const X = () => (\n  <Trans>\n    <b>Bonjour</b>\n  </Trans>\n);\n",
      /lingui\/no-single-tag-to-translate/,
    ],
    [
      "Lingui: plurals count with '#'",
      'src/app/App.tsx',
      "import { plural } from '@lingui/core/macro';\nexport const f = (count: number) => plural(count, { one: `${count} message`, other: `${count} messages` });\n",
      /lingui\/consistent-plural-format/,
    ],
  ])(
    '%s',
    async (_rule, filePath, code, expected) => {
      expect((await rulesFiredFor(filePath, code)).join('\n')).toMatch(expected);
    },
    // The first case pays for building the type-aware ESLint program: several seconds, 47 s once
    // while the 2-core machine ran a load average of 16.
    90_000,
  );

  it.each([
    [
      'the router loads the admin area',
      'src/app/routes.tsx',
      "export const admin = () => import('#features/admin/admin.routes.tsx');\n",
    ],
    [
      'ui uses the contracts',
      'src/ui/button/Button.tsx',
      "import { characterNames } from '#contracts/characters.ts';\nimport { vars } from '#ui/theme/contract.css.ts';\nexport const x = [characterNames, vars];\n",
    ],
    [
      'a feature uses a data domain and the contracts',
      'src/features/chat/screens/ChatScreen.tsx',
      "import { chatMessageMaxLength } from '#contracts/chat.ts';\nimport { loadConversation } from '#data/chat/index.ts';\nexport const x = [chatMessageMaxLength, loadConversation];\n",
    ],
    [
      'a contract imports another',
      'supabase/functions/_shared/contracts/chat.ts',
      "import { characterIds } from './characters.ts';\nexport const x = characterIds;\n",
    ],
  ])(
    'allows what the layers may do: %s',
    async (_case, filePath, code) => {
      expect(await rulesFiredFor(filePath, code)).toEqual([]);
    },
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
