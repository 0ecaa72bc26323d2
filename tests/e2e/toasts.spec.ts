import { createAccount } from './backend.ts';
import { expect, test } from './fixtures.ts';
import { goOffline, goOnline } from './network.ts';
import { SignedInApp } from './signedIn.ts';

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 700 },
]) {
  test(`in the chat, a toast opens below the chat's header and never covers the way to help (${viewport.name})`, async ({
    page,
    context,
  }) => {
    const app = new SignedInApp(page);
    await app.logIn(await createAccount());
    await app.pickCoach('Emma');
    await app.openChat();
    await page.setViewportSize(viewport);

    // Clearing the history offline is refused with a toast.
    await goOffline(context);
    await page.getByRole('button', { name: "Plus d'options" }).click();
    await page.getByRole('menuitem', { name: "Effacer l'historique" }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: "Effacer l'historique" }).click();
    const toast = page.getByText("Impossible d'effacer l'historique");
    await expect(toast).toBeVisible();

    const header = await page
      .locator('header', { has: page.getByRole('button', { name: "Plus d'options" }) })
      .boundingBox();
    const toastBox = await toast.boundingBox();
    expect(toastBox?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    await expect(page.getByRole('button', { name: "Besoin d'aide maintenant" })).toBeInViewport();
    await goOnline(context);
  });
}
