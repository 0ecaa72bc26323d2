/*
 * The back-office's screens: one lazy chunk, loaded (by src/app/routes.tsx, through the gate in
 * features/admin-access) only after the server said the caller is an admin.
 */
import type { ComponentType } from 'react';

import { AuthAuditModal, DatabaseTestModal, PricingTestModal, SimpleDashboardModal } from './ToolModals.tsx';
import { SubscriptionModal } from './SubscriptionModal.tsx';

export { AdminDashboardPage, AdminSettingsPage } from './BackOfficePage.tsx';
export { AdminPanelPage } from './PanelPage.tsx';

const tools: Record<string, ComponentType<{ onClose: () => void }>> = {
  subscriptions: SubscriptionModal,
  simple: SimpleDashboardModal,
  database: DatabaseTestModal,
  audit: AuthAuditModal,
  pricing: PricingTestModal,
};

/** The /admin page's tool modals, by name. */
export function AdminTools({ tool, onClose }: { tool: string; onClose: () => void }) {
  const Tool = tools[tool];
  return Tool === undefined ? null : <Tool onClose={onClose} />;
}
