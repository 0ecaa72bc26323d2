/**
 * The diagnostic tools' calls (auth audit, database test, debug pages). Login and sign-up tests
 * use a throwaway client that stores no session, so they never sign the operator out.
 */
import { parseConfig } from '#core/config.ts';
import { invoke, rpc } from '#data/admin/invoke.ts';
import type { AppSupabaseClient } from '#data/supabase/index.ts';

export type CheckResult = { status: 'PASS' | 'FAIL' | 'WARN'; details: string };

/** supabase-js loads here only when a login or sign-up test runs. */
async function throwawayClient() {
  const config = parseConfig(import.meta.env);
  if (!config.ok) throw new Error('Configuration Supabase manquante');
  const { createClient } = await import('@supabase/supabase-js');
  return createClient(config.value.supabaseUrl, config.value.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export function supabaseConfig(): { url: string | null; keyPresent: boolean } {
  const config = parseConfig(import.meta.env);
  return config.ok ? { url: config.value.supabaseUrl, keyPresent: true } : { url: null, keyPresent: false };
}

/** Counts a table's rows the caller may read (RLS applies) and reads up to 3 of them. */
export async function checkTable(client: AppSupabaseClient, table: string): Promise<CheckResult> {
  const counted = await client.from(table).select('*', { count: 'exact', head: true });
  if (counted.error) return { status: 'FAIL', details: counted.error.message };
  const sample = await client.from(table).select('*').limit(3);
  if (sample.error) return { status: 'FAIL', details: sample.error.message };
  return { status: 'PASS', details: `${counted.count ?? 0} ligne(s), ${sample.data.length} lue(s)` };
}

/** Signs in on a throwaway client; wrong credentials are a warning, anything else a failure. */
export async function testLogin(email: string, password: string): Promise<CheckResult> {
  const { data, error } = await (await throwawayClient()).auth.signInWithPassword({ email, password });
  if (error)
    return {
      status: /invalid login credentials/i.test(error.message) ? 'WARN' : 'FAIL',
      details: error.message,
    };
  return { status: 'PASS', details: data.user?.email ?? '' };
}

export async function testSignUp(name: string, email: string, password: string): Promise<CheckResult> {
  const { data, error } = await (
    await throwawayClient()
  ).auth.signUp({
    email,
    password,
    options: { data: { nom: name, name } },
  });
  if (error) return { status: 'FAIL', details: error.message };
  return { status: 'PASS', details: data.user?.id ?? '' };
}

export async function resendConfirmation(client: AppSupabaseClient, email: string): Promise<CheckResult> {
  const { error } = await client.auth.resend({ type: 'signup', email });
  return error ? { status: 'FAIL', details: error.message } : { status: 'PASS', details: email };
}

export async function sessionInfo(client: AppSupabaseClient): Promise<CheckResult> {
  const { data, error } = await client.auth.getSession();
  if (error) return { status: 'FAIL', details: error.message };
  return data.session
    ? {
        status: 'PASS',
        details: `${data.session.user.email ?? ''} — expire ${new Date((data.session.expires_at ?? 0) * 1000).toISOString()}`,
      }
    : { status: 'WARN', details: 'Aucune session' };
}

export async function rpcCheck(
  client: AppSupabaseClient,
  name: string,
  args: Record<string, unknown> = {},
): Promise<CheckResult & { data: unknown }> {
  const { data, error } = await rpc(client, name, args);
  return error
    ? { status: 'FAIL', details: error.message, data: null }
    : { status: 'PASS', details: '', data };
}

/** Asks a function for a checkout session (the payment debug page's test). */
export async function testCheckout(
  client: AppSupabaseClient,
  body: Record<string, unknown>,
): Promise<CheckResult> {
  const { data, error } = await invoke<{ url?: string }>(client, 'create-checkout-production', body);
  if (error) return { status: 'FAIL', details: error.message };
  return data?.url
    ? { status: 'PASS', details: data.url }
    : { status: 'FAIL', details: "Pas d'URL retournée" };
}

/** Whether a function answers at all (the function check page). */
export async function pingFunction(client: AppSupabaseClient, name: string): Promise<CheckResult> {
  const started = performance.now();
  const { error } = await invoke<unknown>(client, name, {});
  const ms = Math.round(performance.now() - started);
  if (!error) return { status: 'PASS', details: `${ms} ms` };
  const status = error.status;
  // 4xx: the function is deployed and refused our empty request.
  return status !== null && status < 500 && status !== 404
    ? { status: 'PASS', details: `${status} (${ms} ms)` }
    : { status: 'FAIL', details: `${error.message} (${ms} ms)` };
}

export type PlanPriceIds = {
  id: string;
  name: string;
  stripe_price_id_monthly: string | null;
  stripe_price_id_yearly: string | null;
};

/** The paid plans' Stripe price ids (3 plans × monthly and yearly). */
export async function planPriceIds(client: AppSupabaseClient): Promise<PlanPriceIds[]> {
  const { data, error } = await client
    .from('subscription_plans')
    .select('id, name, stripe_price_id_monthly, stripe_price_id_yearly')
    .neq('id', 'gratuit')
    .order('sort_order');
  if (error) throw new Error(error.message);
  return data;
}

/** The build's Stripe publishable key ('' when none). */
export function stripePublishableKey(): string {
  const key: unknown = (import.meta.env as Record<string, unknown>)['VITE_STRIPE_PUBLISHABLE_KEY'];
  return typeof key === 'string' ? key.trim() : '';
}
