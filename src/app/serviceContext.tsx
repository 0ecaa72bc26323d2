/**
 * Gives the React tree the app's services (src/app/services.ts): `useService(name)` for the
 * shell and the features, and the contexts the lower layers read (data ports, sync status and
 * events). Tests provide services built with fakes (tests/support/services.ts).
 */
import { createContext, use, type ReactNode } from 'react';

import { BillingPortContext, DataPortsContext } from '#data/ports/index.ts';
import { SyncEventsContext } from '#sync/events.ts';
import { SyncStatusContext } from '#sync/status.ts';
import { ToastContext } from '#ui/toast/toastStore.ts';

import { AppActorProvider } from './appActor.tsx';
import type { AppServices } from './services.ts';

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ServicesContext value={services}>
      <AppActorProvider actor={services.app}>
        <DataPortsContext value={services.data}>
          <BillingPortContext value={services.billing}>
            <SyncStatusContext value={services.syncStatus}>
              <SyncEventsContext value={services.syncEvents}>
                <ToastContext value={services.toasts}>{children}</ToastContext>
              </SyncEventsContext>
            </SyncStatusContext>
          </BillingPortContext>
        </DataPortsContext>
      </AppActorProvider>
    </ServicesContext>
  );
}

export function useServices(): AppServices {
  const services = use(ServicesContext);
  if (services === null) throw new Error('useService must be used inside <ServicesProvider>');
  return services;
}

/**
 * One of the app's services when they are provided, else undefined: for the few parts also
 * rendered alone (the landing's trial buttons in the auth screens' tests fall back to a link).
 */
export function useOptionalService<K extends keyof AppServices>(name: K): AppServices[K] | undefined {
  return use(ServicesContext)?.[name];
}

/** One of the app's services, e.g. `useService('paywall')`. */
export function useService<K extends keyof AppServices>(name: K): AppServices[K] {
  return useServices()[name];
}
