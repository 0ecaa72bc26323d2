import { button } from '#ui/button/button.css.ts';
import * as panel from '#ui/page/panel.css.ts';

/**
 * The last resort when no language catalog could be loaded, so Lingui has nothing to say:
 * a fixed bilingual message and a reload. Everything else goes through Lingui.
 */
export function BootFailure() {
  /* eslint-disable no-restricted-syntax -- no catalog is available to translate this screen */
  return (
    <main className={panel.centered}>
      <section className={panel.card} role="alert">
        <h1>Emma &amp; Louis</h1>
        <p>L'application n'a pas pu se charger. Vérifiez votre connexion puis réessayez.</p>
        <p lang="en">The app could not load. Check your connection, then try again.</p>
        <button type="button" className={button()} onClick={() => window.location.reload()}>
          Réessayer · Try again
        </button>
      </section>
    </main>
  );
  /* eslint-enable no-restricted-syntax */
}
