/**
 * Bootstrap: fonts and theme styles, the app's services and root actor (src/app/services.ts, the
 * composition root), the service-worker bridge, and the React tree under the top-level error
 * boundary.
 */
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/fraunces/wght.css';
import '#ui/theme/themes.css.ts';
import '#ui/theme/global.css.ts';

import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppErrorBoundary } from '#app/errors/AppErrorBoundary.tsx';
import { App } from '#app/App.tsx';
import { createAppRouter, whenRouted, type AppRouter } from '#app/routes.tsx';
import { ServicesProvider } from '#app/serviceContext.tsx';
import { createAppServices } from '#app/services.ts';
import { registerServiceWorker } from '#app/serviceWorker.ts';
import { parseConfig } from '#core/config.ts';
import { writePreference } from '#data/preferences.ts';
import { afterIdle } from '#ui/afterIdle.ts';

// The worker installs (downloading the whole app for offline use) once the page is idle, so it
// does not compete with the first render.
let serviceWorker: ReturnType<typeof registerServiceWorker> | undefined;
const offlineReady = msg`Emma & Louis fonctionne désormais hors ligne`;
const registerWorker = () => {
  serviceWorker = registerServiceWorker({
    onUpdateAvailable: () => actor.send({ type: 'sw.update.available' }),
    // The first install finished: from now on the app opens without a network.
    // Translated when shown (it may outlive a language switch), at the bottom (it covers neither
    // the hero nor an open menu on a phone).
    onOfflineReady: () =>
      services.toasts.show({
        tone: 'success',
        title: i18n._(offlineReady),
        titleMessage: offlineReady,
        placement: 'bottom',
      }),
  });
};
afterIdle(registerWorker);

const services = createAppServices({
  config: parseConfig(import.meta.env),
  browserLanguages: navigator.languages,
  applyServiceWorkerUpdate: () => serviceWorker?.applyUpdate() ?? Promise.resolve(),
});
const actor = services.app;
services.installPrompt.watch();

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

const render = (router?: AppRouter) =>
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary
        resetAppearance={(appearance) =>
          services.database.get().then((db) => writePreference(db, 'appearance', appearance))
        }
      >
        <ServicesProvider services={services}>
          <App router={router} />
        </ServicesProvider>
      </AppErrorBoundary>
    </StrictMode>,
  );

// A prerendered page (the landing, the public pages) stays until the app can paint it itself: no
// splash in between, and no empty page while a lazy route's code loads (a layout shift), so the
// router starts first. React replaces the page at its first commit; the render is a transition,
// sliced in short tasks.
if (container.dataset['prerendered'] === undefined) render();
else {
  const booting = actor.subscribe((state) => {
    if (state.hasTag('loading')) return;
    booting.unsubscribe();
    const runs = !state.hasTag('fatal') && !state.hasTag('broken');
    void (runs ? whenRouted(createAppRouter()) : Promise.resolve(undefined)).then((router) =>
      startTransition(() => render(router)),
    );
  });
}
