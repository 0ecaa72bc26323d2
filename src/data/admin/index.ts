/**
 * The back-office's calls: every read and write is an admin-checked SQL function (the server
 * refuses anyone else with 'Accès administrateur requis'), plus the test-account function and
 * the live reloads. Failures throw an Error carrying the server's message, which screens show.
 */
import type { TestAccountAnswer, TestAccountRequest } from '#contracts/admin.ts';
import type { AppSupabaseClient } from '#data/supabase/index.ts';

import { invoke, rpc } from './invoke.ts';

export type { TestAccountAnswer, TestAccountRequest, TestAccountType } from '#contracts/admin.ts';
export { testAccountQuotas } from '#contracts/admin.ts';

export type UserFilter = 'all' | 'verified' | 'unverified' | 'admin' | 'premium' | 'active';

export type AdminUser = {
  id: string;
  email: string | null;
  nom: string;
  full_name: string | null;
  role: 'user' | 'admin' | 'super_admin';
  account_verified: boolean;
  created_at: string;
  last_sign_in_at: string | null;
  last_activity_at: string | null;
  email_confirmed_at: string | null;
  lifetime_value: number;
  plan_id: string;
  subscription_status: string | null;
  credits_total: number;
  credits_used: number;
  credits_remaining: number;
};

export type AdminTransaction = {
  id: string;
  user_id: string;
  user_email: string | null;
  user_name: string | null;
  transaction_type: string;
  credits_amount: number;
  description: string;
  created_at: string;
};

export type ContactMessage = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: string;
  created_at: string;
};

export type AdminOverview = {
  total_users: number;
  active_subscriptions: number;
  total_revenue: number;
  monthly_revenue: number;
  credits_used_today: number;
  new_users_today: number;
  total_credits_granted: number;
  verified_users: number;
  admins: number;
  active_users: number;
  active_today: number;
  promo_codes: number;
  active_promo_codes: number;
  messages: number;
  unread_messages: number;
  latest_users: AdminUser[];
  latest_transactions: AdminTransaction[];
  latest_messages: ContactMessage[];
};

export type SubscriptionRow = {
  id: string;
  email: string | null;
  nom: string;
  created_at: string;
  last_activity_at: string | null;
  days_since_activity: number | null;
  message_count: number;
  credits_remaining: number | null;
  plan_id: string;
  status: string | null;
  billing_cycle: string | null;
  current_period_end: string | null;
  premium: boolean;
};

export type SubscriptionPage = {
  total: number;
  summary: { total_users: number; subscribers: number; monthly_revenue: number; credits_used: number };
  rows: SubscriptionRow[];
};

export type SubscriptionQuery = {
  search: string;
  status: 'all' | 'subscribed' | 'free' | 'expired';
  plan: string | null;
  sort: 'created' | 'activity' | 'name' | 'email';
  page: number;
};

export type AuditEntry = {
  id: string;
  admin_id: string | null;
  admin_email: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  target_name: string | null;
  details: Record<string, unknown>;
  severity: 'low' | 'medium' | 'high' | 'critical';
  created_at: string;
};

export type AuditQuery = {
  action: string | null;
  severity: string | null;
  targetType: string | null;
  search: string;
};

export type PromoCode = {
  id: string;
  code: string;
  extra_requests: number;
  max_uses: number | null;
  current_uses: number;
  expires_at: string | null;
  is_active: boolean;
  usable: boolean;
  created_at: string;
};

export type PromoRedemption = {
  user_id: string;
  email: string | null;
  nom: string | null;
  credits: number;
  redeemed_at: string;
};

export type AppSettings = Record<string, Record<string, string | number | boolean>>;

export type PlanOption = { id: string; name: string };

type Client = () => Promise<AppSupabaseClient>;

async function call<T>(client: Client, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await rpc(await client(), name, args);
  if (error) throw new Error(error.message);
  return data as T;
}

const blank = (text: string) => (text.trim() === '' ? null : text.trim());

export type AdminApi = ReturnType<typeof createAdminApi>;

export function createAdminApi(client: Client) {
  return {
    isAdmin: () => call<boolean>(client, 'is_admin'),
    bootstrapOpen: () => call<boolean>(client, 'admin_bootstrap_open'),
    permissions: async () =>
      (await call<Record<string, unknown>[]>(client, 'debug_admin_permissions'))[0] ?? null,
    promoteSelf: (email: string) =>
      call<{ success: boolean; message: string }>(client, 'promote_to_admin', { user_email: email }),
    overview: () => call<AdminOverview>(client, 'admin_overview'),
    users: (search: string, filter: UserFilter, page: number, pageSize = 25) =>
      call<{ total: number; users: AdminUser[] }>(client, 'admin_list_users', {
        search: blank(search),
        filter,
        page,
        page_size: pageSize,
      }),
    transactions: (search = '') =>
      call<AdminTransaction[]>(client, 'admin_list_transactions', { search: blank(search), page_size: 100 }),
    subscriptions: (q: SubscriptionQuery) =>
      call<SubscriptionPage>(client, 'admin_list_subscriptions', {
        search: blank(q.search),
        status: q.status,
        plan: q.plan,
        sort: q.sort,
        page: q.page,
        page_size: 25,
      }),
    plans: async (): Promise<PlanOption[]> => {
      const { data, error } = await (
        await client()
      )
        .from('subscription_plans')
        .select('id, name')
        .order('sort_order');
      if (error) throw new Error(error.message);
      return data;
    },
    auditLog: (q: AuditQuery) =>
      call<AuditEntry[]>(client, 'admin_list_audit_log', {
        action: q.action,
        severity: q.severity,
        target_type: q.targetType,
        search: blank(q.search),
        page_size: 100,
      }),
    auditCsv: (q: AuditQuery) =>
      call<string>(client, 'admin_export_audit_csv', {
        action: q.action,
        severity: q.severity,
        target_type: q.targetType,
        search: blank(q.search),
      }),
    usersCsvPage: (afterId: string | null) =>
      call<{ csv: string; next_after_id: string | null }>(client, 'admin_export_users_csv', {
        after_id: afterId,
        page_size: 1000,
      }),
    contactMessages: () => call<ContactMessage[]>(client, 'admin_list_contact_messages', { page_size: 100 }),
    setContactStatus: (id: string, status: 'read' | 'replied' | 'closed') =>
      call<ContactMessage>(client, 'set_contact_message_status', { message_id: id, new_status: status }),
    promoCodes: () => call<PromoCode[]>(client, 'admin_list_promo_codes'),
    promoUses: (id: string) =>
      call<PromoRedemption[]>(client, 'admin_list_promo_redemptions', { promo_code_id: id }),
    createPromoCode: (input: {
      code: string;
      extraRequests: number;
      maxUses: number | null;
      expiresInDays: number | null;
    }) =>
      call<PromoCode>(client, 'create_promo_code', {
        code: input.code,
        extra_requests: input.extraRequests,
        max_uses: input.maxUses,
        expires_in_days: input.expiresInDays,
      }),
    setPromoActive: (id: string, active: boolean) =>
      call<PromoCode>(client, 'set_promo_code_active', { promo_code_id: id, active }),
    settings: () => call<{ settings: AppSettings; updated_at: string }>(client, 'admin_get_app_settings'),
    saveSettings: (settings: AppSettings) =>
      call<AppSettings>(client, 'update_app_settings', { new_settings: settings }),
    grantCredits: (userId: string, amount: number, reason: string) =>
      call<{ remaining_credits: number }>(client, 'grant_credits', {
        user_uuid: userId,
        credits_amount: amount,
        reason,
      }),
    adjustCredits: (userId: string, amount: number, reason: string) =>
      call<{ remaining_credits: number }>(client, 'adjust_user_credits', {
        user_id_param: userId,
        credit_adjustment: amount,
        reason,
      }),
    resetCredits: (userId: string) =>
      call<unknown>(client, 'reset_user_credits_to_plan', { user_id_param: userId }),
    setVerified: (userId: string, verified: boolean) =>
      call<unknown>(client, 'set_user_verification', { user_id_param: userId, verified }),
    setRole: (userId: string, role: 'user' | 'admin') =>
      call<unknown>(client, 'set_user_role', { user_id_param: userId, new_role: role }),
    /** At Stripe for a Stripe subscriber (the webhook follows), else set on the server for 30 days. */
    changePlan: async (userId: string, planId: string): Promise<'stripe' | 'database'> => {
      const { data, error } = await invoke<{ via: 'stripe' | 'database' }>(
        await client(),
        'admin-change-plan',
        {
          userId,
          planId,
          billingPeriod: 'monthly',
        },
      );
      if (error !== null || data === null)
        throw new Error(error?.message ?? 'Erreur lors du changement de plan');
      return data.via;
    },
    createTestAccount: async (request: TestAccountRequest): Promise<TestAccountAnswer> => {
      const { data, error } = await invoke<TestAccountAnswer>(await client(), 'admin-test-account', request);
      if (error !== null || data === null) throw new Error(error?.message ?? 'Erreur serveur');
      return data;
    },
    /** Calls `onChange` when profiles, promo codes or contact messages change (admins hear them). */
    watch: (onChange: () => void): (() => void) => {
      let stop = () => {};
      let stopped = false;
      void client().then((c) => {
        if (stopped) return;
        const channel = c.channel(`admin-reload-${Math.random().toString(36).slice(2)}`);
        for (const table of ['profiles', 'promo_codes', 'contact_messages'])
          channel.on('postgres_changes', { event: '*', schema: 'public', table }, onChange);
        channel.subscribe();
        stop = () => void c.removeChannel(channel);
      });
      return () => {
        stopped = true;
        stop();
      };
    },
    signOut: async () => {
      await (await client()).auth.signOut();
    },
    signIn: async (email: string, password: string) => {
      const { data, error } = await (await client()).auth.signInWithPassword({ email, password });
      if (error) throw new Error(error.message);
      if (!data.user) throw new Error('No user returned from authentication');
      return data.user;
    },
    magicLink: async (email: string, redirectTo: string) => {
      const { error } = await (
        await client()
      ).auth.signInWithOtp({ email, options: { emailRedirectTo: redirectTo } });
      if (error) throw new Error(error.message);
    },
  };
}
