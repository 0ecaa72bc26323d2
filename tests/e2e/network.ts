/**
 * Taking the browser offline and back, as a phone in airplane mode would be.
 *
 * `context.setOffline` cuts the network, but some Chromium builds (Debian's 150, for one) do
 * not carry the emulation to a document loaded afterwards — a reload, a new tab: there
 * `navigator.onLine` says true, and no `online` event fires when the network returns. A real
 * offline browser says false. So while the network is cut, documents loaded anew report
 * offline, and when it returns they hear the `online` event the browser would have sent.
 */
import type { BrowserContext, Disposable } from '@playwright/test';

type Restorable = { __e2eBackOnline?: () => void };

const offlineScripts = new WeakMap<BrowserContext, Disposable>();

export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  const script = await context.addInitScript(() => {
    const native = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    if (native === undefined) return;
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    (window as Restorable).__e2eBackOnline = () => {
      Object.defineProperty(Navigator.prototype, 'onLine', native);
      window.dispatchEvent(new Event('online'));
    };
  });
  offlineScripts.set(context, script);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await offlineScripts.get(context)?.dispose();
  offlineScripts.delete(context);
  await context.setOffline(false);
  for (const page of context.pages()) {
    await page.evaluate(() => (window as Restorable).__e2eBackOnline?.());
  }
}
