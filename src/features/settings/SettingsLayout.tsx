import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

import { Drawer } from '#ui/drawer/Drawer.tsx';
import { Button } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import * as styles from './settings.css.ts';

export type TabEntry<T extends string> = { id: T; label: string; badge?: ReactNode; render: () => ReactNode };

/** The tab named by ?tab, else the first (spec: anything else falls back to profile). */
export function useTab<T extends string>(tabs: readonly TabEntry<T>[]): TabEntry<T> {
  const [params] = useSearchParams();
  const wanted = params.get('tab');
  return tabs.find((tab) => tab.id === wanted) ?? (tabs[0] as TabEntry<T>);
}

function TabLinks<T extends string>({
  tabs,
  current,
  onPick,
  footer,
}: {
  tabs: readonly TabEntry<T>[];
  current: T;
  onPick?: () => void;
  footer?: ReactNode;
}) {
  return (
    <>
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          to={`?tab=${tab.id}`}
          className={styles.tabLink}
          aria-current={tab.id === current ? 'page' : undefined}
          onClick={onPick}
        >
          <span>{tab.label}</span>
          {tab.badge && <span className={styles.badge}>{tab.badge}</span>}
        </Link>
      ))}
      {footer}
    </>
  );
}

/** Side menu on wide screens; on small ones a floating button opens it as a drawer. */
export function SettingsLayout<T extends string>(props: {
  tabs: readonly TabEntry<T>[];
  header: ReactNode;
  sidebarFooter?: ReactNode;
}) {
  const { t } = useLingui();
  const current = useTab(props.tabs);
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.page}>
      {props.header}
      <div className={styles.layout}>
        <nav className={styles.sidebar} aria-label={t`Sections des paramètres`}>
          <TabLinks tabs={props.tabs} current={current.id} footer={props.sidebarFooter} />
        </nav>
        <main aria-label={current.label}>{current.render()}</main>
      </div>
      <div className={styles.floatingMenu}>
        <Button aria-expanded={open} aria-controls="settings-drawer" onClick={() => setOpen(true)}>
          <Icon name="menu" />
          {t`Sections`}
        </Button>
      </div>
      <Drawer
        id="settings-drawer"
        title={t`Sections des paramètres`}
        open={open}
        onClose={() => setOpen(false)}
      >
        <nav className={styles.drawerNav} aria-label={t`Sections des paramètres`}>
          <TabLinks
            tabs={props.tabs}
            current={current.id}
            onPick={() => setOpen(false)}
            footer={props.sidebarFooter}
          />
        </nav>
      </Drawer>
    </div>
  );
}
