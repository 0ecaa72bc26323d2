/**
 * Local development only (loaded when import.meta.env.DEV): a quick login as a test admin with
 * fixed credentials, creating the account when the login fails. A production build never
 * contains this file. The account still becomes admin only through the server's rules (the
 * first-run bootstrap, or `npm run admin:promote`).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { useService } from '#app/serviceContext.tsx';
import { Button } from '#ui/button/Button.tsx';
import { useToasts } from '#ui/toast/toastStore.ts';

import * as styles from './admin.css.ts';
import { errorText, useAdminApi } from './shared.tsx';

const devAdmin = { email: 'admin@emma-louis.local', password: 'admin-dev-123' };

export default function DevToolsCard({ onRecheck }: { onRecheck: () => void }) {
  const { t } = useLingui();
  const api = useAdminApi();
  const supabase = useService('supabase');
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);
  const login = async () => {
    setBusy(true);
    try {
      await api.signOut();
      try {
        await api.signIn(devAdmin.email, devAdmin.password);
      } catch {
        toasts.show({ title: t`Dev login failed. Creating admin account...`, tone: 'info' });
        const client = await supabase.get();
        const created = await client.auth.signUp({
          email: devAdmin.email,
          password: devAdmin.password,
          options: { data: { name: 'Admin Dev' } },
        });
        if (created.error) throw created.error;
        await api.signIn(devAdmin.email, devAdmin.password);
      }
      onRecheck();
    } catch (error) {
      toasts.show({ title: t`Dev access failed`, description: errorText(error), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.card} aria-labelledby="dev-tools">
      <h2 id="dev-tools" className={styles.subtitle}>
        <Trans>Outils de développement</Trans>
      </h2>
      <p className={styles.muted}>
        {devAdmin.email} / {devAdmin.password}
      </p>
      <div className={styles.row}>
        <Button tone="secondary" onClick={() => void login()} disabled={busy}>
          <Trans>Connexion admin de test</Trans>
        </Button>
        <Button tone="ghost" onClick={onRecheck}>
          <Trans>Revérifier le statut</Trans>
        </Button>
      </div>
    </section>
  );
}
