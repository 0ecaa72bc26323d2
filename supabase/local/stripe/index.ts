/**
 * A local double of Stripe's API for development and tests (never production): the official
 * `stripe` SDK talks to it unchanged through its `host`/`port`/`protocol` options. It serves the
 * parts this product uses — see engine.ts — plus the hosted Checkout and portal pages
 * (pages.ts), signed webhooks with retries (webhooks.ts) and `POST /_local/advance` to move its
 * clock (trials end, periods renew) as Stripe's test clocks do.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

import { StripeEngine, StripeError, missing, type Subscription } from './engine.ts';
import { bool, decodeForm, list, metadataOf, obj, str, strings, type Form } from './form.ts';
import { checkoutPage, portalPage } from './pages.ts';
import { createWebhookSender, type Delivery } from './webhooks.ts';

export { signatureHeader } from './webhooks.ts';
export { testCards } from './engine.ts';

export type StripeDoubleOptions = {
  port?: number;
  host?: string;
  /** The API key the SDK must send (default a fixed local test key). */
  secretKey?: string;
  /** Signs webhooks (default a random `whsec_…` per start). */
  webhookSecret?: string;
  webhookUrl?: string;
  /** Webhook retries: first wait in ms (doubled each time) and attempts in all. */
  retryBaseMs?: number;
  maxAttempts?: number;
};

export type StripeDouble = {
  /** http://host:port — the hosted pages and the API (under /v1). */
  url: string;
  host: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  engine: StripeEngine;
  deliveries: Delivery[];
  setWebhookUrl(url: string | null): void;
  /** Moves the clock forward (seconds), then waits for the webhooks it caused. */
  advance(seconds: number): Promise<void>;
  /** Waits until every webhook so far was answered with a 2xx or gave up. */
  settled(): Promise<void>;
  /** The variables the edge functions need to use this double. */
  functionEnv(): Record<string, string>;
  close(): Promise<void>;
};

export const localStripeSecretKey = 'sk_test_local_emma_et_louis';

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const listOf = <T>(data: T[], url: string) => ({ object: 'list' as const, data, has_more: false, url });

export async function startStripeDouble(options: StripeDoubleOptions = {}): Promise<StripeDouble> {
  const host = options.host ?? '127.0.0.1';
  const secretKey = options.secretKey ?? localStripeSecretKey;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`;
  const webhooks = createWebhookSender({
    secret: webhookSecret,
    retryBaseMs: options.retryBaseMs ?? 1000,
    maxAttempts: options.maxAttempts ?? 8,
  });
  if (options.webhookUrl) webhooks.setEndpoint(options.webhookUrl);
  let baseUrl = '';
  const engine = new StripeEngine({
    get baseUrl() {
      return baseUrl;
    },
    onEvent: (event) => webhooks.send(event),
  });

  /** Replaces ids named in `expand[]` by their objects (one level, plus `subscription.latest_invoice`). */
  function expand<T>(object: T, fields: string[]): T {
    if (fields.length === 0) return object;
    const copy = structuredClone(object) as Record<string, unknown>;
    for (const field of fields) {
      const [head, ...rest] = field.split('.');
      const value = copy[head ?? ''];
      if (typeof value !== 'string') continue;
      const found = lookup(value);
      if (found !== undefined) copy[head ?? ''] = rest.length > 0 ? expand(found, [rest.join('.')]) : found;
    }
    return copy as T;
  }

  function lookup(id: string): unknown {
    const maps = [
      engine.subscriptions,
      engine.customers,
      engine.invoices,
      engine.paymentMethods,
      engine.prices,
      engine.products,
    ];
    for (const map of maps) if (map.has(id)) return map.get(id);
    return undefined;
  }

  function api(method: string, path: string, form: Form): Answer {
    const parts = path.split('/').filter(Boolean).slice(1); // drop "v1"
    // Namespaced resources (`checkout/sessions`, `billing_portal/sessions`) are one resource.
    if (parts[0] === 'checkout' || parts[0] === 'billing_portal')
      parts.splice(0, 2, `${parts[0]}/${parts[1] ?? ''}`);
    const expansions = strings(form['expand']);
    const ok = (body: unknown) => ({ status: 200, body: expand(body, expansions) });
    const [resource, id, sub] = parts;
    const key = `${method} ${resource}${id ? '/:id' : ''}${sub ? `/${sub}` : ''}`;
    switch (key) {
      case 'GET products':
        return ok(listOf([...engine.products.values()], '/v1/products'));
      case 'GET products/:id': {
        const product = engine.products.get(id ?? '');
        if (!product) throw missing('product', id ?? '');
        return ok(product);
      }
      case 'GET prices': {
        const keys = strings(form['lookup_keys']);
        const active = bool(form['active']);
        const product = str(form['product']);
        const prices = [...engine.prices.values()].filter(
          (price) =>
            (keys.length === 0 || keys.includes(price.lookup_key ?? '')) &&
            (active === undefined || price.active === active) &&
            (product === undefined || price.product === product),
        );
        return ok(listOf(prices, '/v1/prices'));
      }
      case 'GET prices/:id': {
        const price = engine.prices.get(id ?? '');
        if (!price) throw missing('price', id ?? '');
        return ok(price);
      }
      case 'POST customers':
        return ok(
          engine.createCustomer({
            email: str(form['email']) ?? null,
            name: str(form['name']) ?? null,
            metadata: metadataOf(form['metadata']),
          }),
        );
      case 'GET customers': {
        const email = str(form['email']);
        const customers = [...engine.customers.values()].filter(
          (c) => email === undefined || c.email === email,
        );
        return ok(listOf(customers, '/v1/customers'));
      }
      case 'GET customers/:id':
        return ok(engine.customer(id ?? ''));
      case 'POST customers/:id': {
        const fields: { email?: string; name?: string; metadata?: Record<string, string> } = {};
        const email = str(form['email']);
        const name = str(form['name']);
        if (email !== undefined) fields.email = email;
        if (name !== undefined) fields.name = name;
        if (form['metadata'] !== undefined) fields.metadata = metadataOf(form['metadata']);
        return ok(engine.updateCustomer(id ?? '', fields));
      }
      case 'POST checkout/sessions': {
        const line = obj(list(form['line_items'])[0]);
        const data = obj(form['subscription_data']);
        const params: Parameters<StripeEngine['createCheckoutSession']>[0] = {
          metadata: metadataOf(form['metadata']),
          subscriptionMetadata: metadataOf(data['metadata']),
        };
        const set = <K extends keyof typeof params>(name: K, value: (typeof params)[K] | undefined) => {
          if (value !== undefined) params[name] = value;
        };
        set('mode', str(form['mode']));
        set('price', str(line['price']));
        set('quantity', str(line['quantity']));
        set('successUrl', str(form['success_url']));
        set('cancelUrl', str(form['cancel_url']));
        set('customer', str(form['customer']));
        set('customerEmail', str(form['customer_email']));
        set('clientReferenceId', str(form['client_reference_id']));
        set('trialPeriodDays', str(data['trial_period_days']));
        set('allowPromotionCodes', bool(form['allow_promotion_codes']));
        set('locale', str(form['locale']));
        return ok(engine.createCheckoutSession(params));
      }
      case 'GET checkout/sessions': {
        const subscription = str(form['subscription']);
        const customer = str(form['customer']);
        const sessions = [...engine.sessions.values()].filter(
          (s) =>
            (subscription === undefined || s.subscription === subscription) &&
            (customer === undefined || s.customer === customer),
        );
        return ok(listOf(sessions, '/v1/checkout/sessions'));
      }
      case 'GET checkout/sessions/:id':
        return ok(engine.session(id ?? ''));
      case 'POST checkout/sessions/:id/expire':
        return ok(engine.expireSession(id ?? ''));
      case 'GET subscriptions': {
        const customer = str(form['customer']);
        const status = str(form['status']);
        const subscriptions = [...engine.subscriptions.values()]
          .filter(
            (s) =>
              (customer === undefined || s.customer === customer) &&
              (status === 'all' || (status === undefined ? s.status !== 'canceled' : s.status === status)),
          )
          .sort((a, b) => b.created - a.created);
        return ok(listOf(subscriptions, '/v1/subscriptions'));
      }
      case 'GET subscriptions/:id':
        return ok(engine.subscription(id ?? ''));
      case 'POST subscriptions/:id': {
        const item = obj(list(form['items'])[0]);
        const params: Parameters<StripeEngine['updateSubscription']>[1] = {};
        const cancel = bool(form['cancel_at_period_end']);
        if (cancel !== undefined) params.cancelAtPeriodEnd = cancel;
        const price = str(item['price']);
        if (price !== undefined) params.price = price;
        const itemId = str(item['id']);
        if (itemId !== undefined) params.itemId = itemId;
        if (form['metadata'] !== undefined) params.metadata = metadataOf(form['metadata']);
        const method = str(form['default_payment_method']);
        if (method !== undefined) params.defaultPaymentMethod = method;
        return ok(engine.updateSubscription(id ?? '', params));
      }
      case 'DELETE subscriptions/:id':
        return ok(engine.cancelSubscription(id ?? ''));
      case 'GET invoices': {
        const customer = str(form['customer']);
        const subscription = str(form['subscription']);
        const invoices = [...engine.invoices.values()]
          .filter(
            (i) =>
              (customer === undefined || i.customer === customer) &&
              (subscription === undefined || i.parent.subscription_details.subscription === subscription),
          )
          .sort((a, b) => b.created - a.created);
        return ok(listOf(invoices, '/v1/invoices'));
      }
      case 'GET invoices/:id': {
        const invoice = engine.invoices.get(id ?? '');
        if (!invoice) throw missing('invoice', id ?? '');
        return ok(invoice);
      }
      case 'POST billing_portal/sessions': {
        const customer = str(form['customer']);
        if (!customer)
          throw new StripeError(
            400,
            'invalid_request_error',
            'Missing required param: customer.',
            'parameter_missing',
            'customer',
          );
        return ok(engine.createPortalSession(customer, str(form['return_url'])));
      }
      case 'GET events':
        return ok(listOf([...engine.events].reverse(), '/v1/events'));
      case 'GET events/:id': {
        const event = engine.events.find((e) => e.id === id);
        if (!event) throw missing('event', id ?? '');
        return ok(event);
      }
      default:
        throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
    }
  }

  const html = (body: string, status = 200): Answer => ({
    status,
    body,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
  const redirect = (location: string): Answer => ({ status: 303, body: '', headers: { location } });

  function latestSubscription(customer: string): Subscription | undefined {
    return [...engine.subscriptions.values()]
      .filter((s) => s.customer === customer && s.status !== 'canceled')
      .sort((a, b) => b.created - a.created)[0];
  }

  function hosted(method: string, path: string, form: Form): Answer {
    const checkout = /^\/c\/pay\/([\w-]+)$/.exec(path);
    if (checkout) {
      const session = engine.session(checkout[1] ?? '');
      if (method === 'GET') return html(checkoutPage(engine, session));
      try {
        const input: { email?: string; name?: string; card: string } = {
          card: str(form['cardNumber']) ?? '',
        };
        const email = str(form['email']);
        const name = str(form['name']);
        if (email) input.email = email;
        if (name) input.name = name;
        const done = engine.completeCheckout(session.id, input);
        return redirect((done.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', done.id));
      } catch (error) {
        // Shown again with what the payer typed, as Stripe's page keeps it (not the card).
        const typed = { email: str(form['email']) ?? '', name: str(form['name']) ?? '' };
        if (error instanceof StripeError)
          return html(checkoutPage(engine, session, error.message, typed), error.status);
        throw error;
      }
    }
    const portal = /^\/p\/session\/([\w-]+)$/.exec(path);
    if (portal) {
      const session = engine.portalSession(portal[1] ?? '');
      const subscription = latestSubscription(session.customer);
      if (method === 'GET') return html(portalPage(engine, session.id, subscription, session.return_url));
      if (!subscription) return html(portalPage(engine, session.id, undefined, session.return_url), 404);
      try {
        const action = str(form['action']);
        let notice = '';
        if (action === 'cancel') {
          engine.updateSubscription(subscription.id, { cancelAtPeriodEnd: true });
          notice = 'Votre abonnement prendra fin à la fin de la période.';
        } else if (action === 'resume') {
          engine.updateSubscription(subscription.id, { cancelAtPeriodEnd: false });
          notice = 'Votre abonnement sera renouvelé.';
        } else if (action === 'change') {
          engine.updateSubscription(subscription.id, { price: str(form['price']) ?? '' });
          notice = 'Votre plan a été mis à jour.';
        } else if (action === 'card') {
          engine.replaceCard(subscription.id, str(form['cardNumber']) ?? '');
          notice = 'Votre carte a été mise à jour.';
        }
        return html(
          portalPage(engine, session.id, engine.subscription(subscription.id), session.return_url, {
            notice,
          }),
        );
      } catch (error) {
        if (error instanceof StripeError)
          return html(
            portalPage(engine, session.id, subscription, session.return_url, { error: error.message }),
            error.status,
          );
        throw error;
      }
    }
    throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(req: IncomingMessage): Promise<Answer> {
    const url = new URL(req.url ?? '/', 'http://local');
    const method = req.method ?? 'GET';
    const text = await readBody(req);
    const form = decodeForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : text);
    if (url.pathname.startsWith('/v1/')) {
      const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
      if (token !== secretKey)
        return {
          status: 401,
          body: {
            error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${token ?? ''}` },
          },
        };
      return api(method, url.pathname, form);
    }
    if (url.pathname === '/_local/advance' && method === 'POST') {
      const body = text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : form;
      engine.advance(Number(body['seconds'] ?? 0));
      await webhooks.settled();
      return { status: 200, body: { now: engine.now() } };
    }
    if (url.pathname === '/_local/settled' && method === 'POST') {
      await webhooks.settled();
      return { status: 200, body: { deliveries: webhooks.deliveries.length } };
    }
    if (url.pathname === '/_local/state' && method === 'GET')
      return {
        status: 200,
        body: { now: engine.now(), events: engine.events.length, deliveries: webhooks.deliveries },
      };
    return hosted(method, url.pathname, form);
  }

  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let answer: Answer;
    try {
      answer = await handle(req);
    } catch (error) {
      answer =
        error instanceof StripeError
          ? { status: error.status, body: error.body() }
          : { status: 500, body: { error: { type: 'api_error', message: String(error) } } };
    }
    const isText = typeof answer.body === 'string';
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(7).toString('hex')}`,
      'stripe-version': '2026-10-28.endive',
      ...answer.headers,
    });
    res.end(isText ? (answer.body as string) : JSON.stringify(answer.body));
  }

  const server = createServer((req, res) => void respond(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${host}:${port}`;

  return {
    url: baseUrl,
    host,
    port,
    secretKey,
    webhookSecret,
    engine,
    deliveries: webhooks.deliveries,
    setWebhookUrl: (url) => webhooks.setEndpoint(url),
    async advance(seconds) {
      engine.advance(seconds);
      await webhooks.settled();
    },
    settled: () => webhooks.settled(),
    functionEnv: () => ({
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: baseUrl,
    }),
    async close() {
      webhooks.setEndpoint(null);
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
