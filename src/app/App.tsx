import { I18nProvider } from '@lingui/react';
import { useState } from 'react';
import { RouterProvider } from 'react-router';

import { AuthProvider } from '#features/auth/index.ts';
import { i18n } from '#i18n/i18n.ts';

import { useAppStatus } from './appActor.tsx';
import { useService } from './serviceContext.tsx';
import { createAppRouter, type AppRouter } from './routes.tsx';
import { BootFailure } from './shell/BootFailure.tsx';
import { FatalConfigScreen } from './shell/FatalConfigScreen.tsx';
import { Splash } from './shell/Splash.tsx';

/**
 * Boot → (misconfigured | running). The router starts only once the app can run; `router` is one
 * started before the first render (a prerendered page, src/main.tsx).
 */
export function App({ router }: { router?: AppRouter | undefined }) {
  const status = useAppStatus();
  // The splash needs no words: it shows before any catalog has loaded.
  if (status === 'loading') return <Splash />;
  if (status === 'broken') return <BootFailure />;
  return (
    <I18nProvider i18n={i18n}>
      {status === 'misconfigured' ? <FatalConfigScreen /> : <RunningApp router={router} />}
    </I18nProvider>
  );
}

function RunningApp({ router: started }: { router: AppRouter | undefined }) {
  const [router] = useState(() => started ?? createAppRouter());
  const auth = useService('auth');
  return (
    <AuthProvider runtime={auth}>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
