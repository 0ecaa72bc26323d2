import { useState } from 'react';

import * as styles from './userAvatar.css.ts';

/**
 * A person's picture, or the initial of their name (or email) when they have none or it cannot
 * load, or when the person turned avatars off (unified settings). Decorative: whatever holds it
 * names the person.
 */
export function UserAvatar({
  name,
  url,
  size = '100%',
}: {
  name: string;
  url: string | null;
  size?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  if (url === null || failed === url) {
    return (
      <span aria-hidden="true" className={styles.initial}>
        {initial}
      </span>
    );
  }
  return (
    <>
      <img
        src={url}
        alt=""
        className={styles.picture}
        style={{ width: size, height: size }}
        data-testid="user-avatar-picture"
        onError={() => setFailed(url)}
      />
      <span aria-hidden="true" className={styles.initialInstead}>
        {initial}
      </span>
    </>
  );
}
