/**
 * The Stripe double beside a local stack: started first (the functions need its address and
 * webhook secret in their environment), then pointed at the stack's stripe-webhook function.
 */
import { loadProjectConfig } from '../config.ts';

import { startStripeDouble, type StripeDouble, type StripeDoubleOptions } from './index.ts';

/** The variables the billing functions read: Stripe's (the double's) and the app's origins. */
export async function billingFunctionEnv(
  double: StripeDouble,
  projectDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Record<string, string>> {
  const { auth } = await loadProjectConfig(projectDir, env);
  const origins = [auth.siteUrl, ...auth.additionalRedirectUrls].flatMap((url) => {
    try {
      return [new URL(url.replace(/\*+$/, '')).origin];
    } catch {
      return [];
    }
  });
  return { ...double.functionEnv(), SITE_URL: auth.siteUrl, APP_ORIGINS: [...new Set(origins)].join(',') };
}

export async function startStripeForStack(
  projectDir: string,
  options: StripeDoubleOptions = {},
): Promise<{ double: StripeDouble; functionEnv: Record<string, string> }> {
  const double = await startStripeDouble(options);
  return { double, functionEnv: await billingFunctionEnv(double, projectDir) };
}

/** Webhooks go to the stack's function, as a Stripe endpoint would be configured. */
export function connectWebhooks(double: StripeDouble, stackUrl: string): void {
  double.setWebhookUrl(`${stackUrl}/functions/v1/stripe-webhook`);
}
