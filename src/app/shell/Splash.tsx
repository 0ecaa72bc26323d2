import { LogoMark } from '#ui/icons/Logo.tsx';

import * as styles from './shell.css.ts';

/** The brief boot screen while device preferences and the language load. */
export function Splash() {
  return (
    <div className={styles.splash} aria-busy="true">
      <div className={styles.splashMark}>
        <LogoMark size={64} />
      </div>
    </div>
  );
}
