import type { AppSupabaseClient } from '#data/supabase/index.ts';

export type Invoked<T> = { data: T | null; error: { message: string; status: number | null } | null };

/** Calls an edge function; an error carries the function's own message and HTTP status when it gave one. */
export async function invoke<T>(client: AppSupabaseClient, name: string, body: unknown): Promise<Invoked<T>> {
  const result = await client.functions.invoke<T>(name, { body: body as Record<string, unknown> });
  const error: unknown = result.error;
  if (error === null || error === undefined) return { data: result.data, error: null };
  const context: unknown = (error as { context?: unknown }).context;
  const fallback = error instanceof Error ? error.message : 'Erreur serveur';
  if (!(context instanceof Response)) return { data: null, error: { message: fallback, status: null } };
  const answer = (await context.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof answer?.message === 'string' ? answer.message : fallback;
  return { data: null, error: { message, status: context.status } };
}

/** Calls a SQL function; the data is whatever it returned. */
export async function rpc(
  client: AppSupabaseClient,
  name: string,
  args: Record<string, unknown>,
): Promise<{ data: unknown; error: { message: string } | null }> {
  const result = await client.rpc(name, args);
  const data: unknown = result.data;
  return { data, error: result.error };
}
