/**
 * Webhook delivery as Stripe does it: the event as a JSON body, signed in `Stripe-Signature`
 * (`t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`), each event on its own (no
 * ordering promise), retried with exponential backoff until a 2xx or the attempts run out.
 */
import { createHmac } from 'node:crypto';

import type { StripeEvent } from './engine.ts';

export function signatureHeader(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export type Delivery = {
  eventId: string;
  type: string;
  attempts: number;
  /** The last answer's status, or 0 when the endpoint could not be reached. */
  status: number;
  delivered: boolean;
};

export type WebhookOptions = {
  secret: string;
  /** The first retry's wait (doubled each time). Stripe waits minutes to hours; tests want ms. */
  retryBaseMs: number;
  maxAttempts: number;
};

export function createWebhookSender(options: WebhookOptions) {
  let endpoint: string | null = null;
  const pending = new Set<Promise<void>>();
  const deliveries: Delivery[] = [];

  async function deliver(event: StripeEvent, url: string): Promise<void> {
    // Stripe's payloads are pretty-printed JSON; the signature covers these exact bytes.
    const payload = JSON.stringify(event, null, 2);
    const record: Delivery = {
      eventId: event.id,
      type: event.type,
      attempts: 0,
      status: 0,
      delivered: false,
    };
    deliveries.push(record);
    for (let attempt = 1; attempt <= options.maxAttempts; attempt++) {
      record.attempts = attempt;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'stripe-signature': signatureHeader(payload, options.secret),
          },
          body: payload,
        });
        record.status = response.status;
        await response.arrayBuffer();
        if (response.ok) {
          record.delivered = true;
          return;
        }
      } catch {
        record.status = 0;
      }
      if (attempt < options.maxAttempts)
        await new Promise((resolve) => setTimeout(resolve, options.retryBaseMs * 2 ** (attempt - 1)));
    }
  }

  return {
    deliveries,
    setEndpoint(url: string | null) {
      endpoint = url;
    },
    get endpoint() {
      return endpoint;
    },
    send(event: StripeEvent) {
      if (endpoint === null) return;
      const work = deliver(event, endpoint).finally(() => pending.delete(work));
      pending.add(work);
    },
    /** Resolves once every delivery so far (and any it caused) succeeded or gave up. */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
