/**
 * The Stripe double's state and billing rules: products and prices from the plan catalogue,
 * customers, Checkout Sessions, subscriptions (trials, renewals, cancel at period end, plan
 * changes), invoices and the events they raise, on a clock that tests move forward as Stripe's
 * test clocks do. Objects keep the fields this product reads, shaped and typed as the SDK's own
 * types (a `Pick` of each), as stripe-mock and Stripe's API reference show them.
 *
 * Test cards (Stripe's): 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined (nothing is
 * created or charged); 4000 0000 0000 0341 attaches to the customer but every charge fails, so a
 * trial starts and its first renewal fails.
 */
import { randomBytes } from 'node:crypto';

import type Stripe from 'stripe';

import { plans } from '#contracts/plans.ts';

export type Price = Pick<
  Stripe.Price,
  | 'id'
  | 'object'
  | 'active'
  | 'currency'
  | 'lookup_key'
  | 'metadata'
  | 'nickname'
  | 'product'
  | 'recurring'
  | 'type'
  | 'unit_amount'
  | 'created'
  | 'livemode'
>;
export type Product = Pick<
  Stripe.Product,
  'id' | 'object' | 'active' | 'name' | 'metadata' | 'created' | 'livemode' | 'description'
>;
export type Customer = Pick<
  Stripe.Customer,
  'id' | 'object' | 'email' | 'name' | 'metadata' | 'created' | 'livemode' | 'deleted'
> & { invoice_settings: { default_payment_method: string | null } };
export type PaymentMethod = Pick<Stripe.PaymentMethod, 'id' | 'object' | 'type' | 'created' | 'livemode'> & {
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
};
export type SubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  | 'id'
  | 'object'
  | 'created'
  | 'current_period_start'
  | 'current_period_end'
  | 'metadata'
  | 'quantity'
  | 'subscription'
> & { price: Price };
export type Subscription = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'status'
  | 'cancel_at'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'ended_at'
  | 'created'
  | 'currency'
  | 'metadata'
  | 'start_date'
  | 'trial_start'
  | 'trial_end'
  | 'billing_cycle_anchor'
  | 'collection_method'
  | 'livemode'
> & {
  customer: string;
  default_payment_method: string | null;
  latest_invoice: string | null;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: boolean; url: string };
};
export type Invoice = Pick<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'amount_due'
  | 'amount_paid'
  | 'amount_remaining'
  | 'attempt_count'
  | 'attempted'
  | 'billing_reason'
  | 'created'
  | 'currency'
  | 'customer_email'
  | 'livemode'
  | 'metadata'
  | 'number'
  | 'period_start'
  | 'period_end'
  | 'status'
  | 'total'
  | 'subtotal'
> & {
  customer: string;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  lines: {
    object: 'list';
    has_more: boolean;
    url: string;
    data: {
      id: string;
      object: 'line_item';
      amount: number;
      currency: string;
      description: string;
      period: { start: number; end: number };
      pricing: { type: 'price_details'; price_details: { price: string; product: string } };
    }[];
  };
  status_transitions: { paid_at: number | null; finalized_at: number | null };
};
export type CheckoutSession = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'mode'
  | 'status'
  | 'payment_status'
  | 'success_url'
  | 'cancel_url'
  | 'client_reference_id'
  | 'customer_email'
  | 'metadata'
  | 'created'
  | 'expires_at'
  | 'livemode'
  | 'allow_promotion_codes'
  | 'amount_total'
  | 'currency'
  | 'url'
> & {
  customer: string | null;
  subscription: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  locale: Stripe.Checkout.Session.Locale | null;
};
export type PortalSession = Pick<
  Stripe.BillingPortal.Session,
  'id' | 'object' | 'created' | 'livemode' | 'return_url' | 'url'
> & { customer: string };
export type StripeEvent = Pick<
  Stripe.Event,
  'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks'
> & {
  type: string;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  request: { id: string | null; idempotency_key: string | null };
};

/** What Checkout keeps beside the public session: its line and trial, not shown by Stripe without expand. */
type SessionPlan = { price: string; trialDays: number | null; subscriptionMetadata: Record<string, string> };

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'card_error' | 'api_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly declineCode?: string,
  ) {
    super(message);
  }

  body() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.param ? { param: this.param } : {}),
        ...(this.declineCode ? { decline_code: this.declineCode } : {}),
      },
    };
  }
}

export function missing(kind: string, id: string, param = 'id'): StripeError {
  return new StripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);
}

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function stripeId(prefix: string, length = 24): string {
  return `${prefix}_${[...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  failsAtRenewal: '4000000000000341',
} as const;

/** The outcome of a card at Checkout: a Stripe card error, or what it does to later charges. */
function cardAtCheckout(number: string): { error: StripeError } | { chargesFail: boolean; brand: string } {
  const digits = number.replace(/\D/g, '');
  if (digits === testCards.declined)
    return {
      error: new StripeError(
        402,
        'card_error',
        'Votre carte a été refusée.',
        'card_declined',
        undefined,
        'generic_decline',
      ),
    };
  if (digits === testCards.succeeds) return { chargesFail: false, brand: 'visa' };
  if (digits === testCards.failsAtRenewal) return { chargesFail: true, brand: 'visa' };
  return {
    error: new StripeError(402, 'card_error', 'Votre numéro de carte est invalide.', 'incorrect_number'),
  };
}

const day = 86_400;

/** One billing interval later (calendar months and years, as Stripe bills). */
function addInterval(from: number, interval: Stripe.Price.Recurring.Interval): number {
  const date = new Date(from * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7);
  else date.setUTCDate(date.getUTCDate() + 1);
  return Math.floor(date.getTime() / 1000);
}

export type EngineOptions = {
  /** Where hosted pages live (the double's own URL). */
  baseUrl: string;
  /** Called with each event as it happens (webhook delivery). */
  onEvent: (event: StripeEvent) => void;
};

export class StripeEngine {
  readonly products = new Map<string, Product>();
  readonly prices = new Map<string, Price>();
  readonly customers = new Map<string, Customer>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  readonly sessions = new Map<string, CheckoutSession>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice>();
  readonly portalSessions = new Map<string, PortalSession>();
  readonly events: StripeEvent[] = [];
  private readonly sessionPlans = new Map<string, SessionPlan>();
  /** Cards whose charges fail (4000 0000 0000 0341), by payment method id. */
  private readonly failingCards = new Set<string>();
  /** Seconds added to the wall clock by advance() (test clocks). */
  private offset = 0;
  private invoiceNumber = 0;

  constructor(private readonly options: EngineOptions) {
    this.seedCatalogue();
  }

  now(): number {
    return Math.floor(Date.now() / 1000) + this.offset;
  }

  /** Products and the six prices from the plan catalogue (contracts/plans.ts = seed.sql). */
  private seedCatalogue(): void {
    const created = this.now();
    for (const plan of plans) {
      if (plan.monthlyPrice === 0) continue;
      const product: Product = {
        id: `prod_${plan.id}`,
        object: 'product',
        active: true,
        name: plan.id,
        description: null,
        metadata: { plan_id: plan.id },
        created,
        livemode: false,
      };
      this.products.set(product.id, product);
      for (const [period, interval, amount] of [
        ['monthly', 'month', plan.monthlyPrice],
        ['yearly', 'year', plan.yearlyPrice],
      ] as const) {
        const price: Price = {
          id: `price_${plan.id}_${period}`,
          object: 'price',
          active: true,
          currency: 'eur',
          lookup_key: `${plan.id}_${period}`,
          metadata: { plan_id: plan.id, billing_period: period },
          nickname: `${plan.id} ${period}`,
          product: product.id,
          recurring: {
            interval,
            interval_count: 1,
            meter: null,
            trial_period_days: null,
            usage_type: 'licensed',
          },
          type: 'recurring',
          unit_amount: Math.round(amount * 100),
          created,
          livemode: false,
        };
        this.prices.set(price.id, price);
      }
    }
  }

  emit(type: string, object: unknown, previous?: Record<string, unknown>): StripeEvent {
    const event: StripeEvent = {
      id: stripeId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: this.now(),
      livemode: false,
      pending_webhooks: 1,
      type,
      // A snapshot: later changes to the object do not rewrite what was sent.
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      request: { id: null, idempotency_key: null },
    };
    this.events.push(event);
    this.options.onEvent(event);
    return event;
  }

  // ---------------------------------------------------------------------------------------
  // Customers
  // ---------------------------------------------------------------------------------------
  createCustomer(fields: {
    email?: string | null;
    name?: string | null;
    metadata?: Record<string, string>;
  }): Customer {
    const customer: Customer = {
      id: stripeId('cus', 14),
      object: 'customer',
      email: fields.email ?? null,
      name: fields.name ?? null,
      metadata: fields.metadata ?? {},
      created: this.now(),
      livemode: false,
      invoice_settings: { default_payment_method: null },
    };
    this.customers.set(customer.id, customer);
    this.emit('customer.created', customer);
    return customer;
  }

  customer(id: string): Customer {
    const found = this.customers.get(id);
    if (!found) throw missing('customer', id);
    return found;
  }

  updateCustomer(
    id: string,
    fields: { email?: string; name?: string; metadata?: Record<string, string> },
  ): Customer {
    const customer = this.customer(id);
    if (fields.email !== undefined) customer.email = fields.email;
    if (fields.name !== undefined) customer.name = fields.name;
    if (fields.metadata) customer.metadata = { ...customer.metadata, ...fields.metadata };
    this.emit('customer.updated', customer);
    return customer;
  }

  // ---------------------------------------------------------------------------------------
  // Checkout
  // ---------------------------------------------------------------------------------------
  createCheckoutSession(params: {
    mode?: string;
    price?: string;
    quantity?: string;
    successUrl?: string;
    cancelUrl?: string;
    customer?: string;
    customerEmail?: string;
    clientReferenceId?: string;
    metadata: Record<string, string>;
    subscriptionMetadata: Record<string, string>;
    trialPeriodDays?: string;
    allowPromotionCodes?: boolean;
    locale?: string;
  }): CheckoutSession {
    if (params.mode !== 'subscription')
      throw new StripeError(
        400,
        'invalid_request_error',
        'This double only serves mode=subscription.',
        'parameter_invalid',
        'mode',
      );
    if (!params.successUrl)
      throw new StripeError(
        400,
        'invalid_request_error',
        'Missing required param: success_url.',
        'parameter_missing',
        'success_url',
      );
    if (!params.price)
      throw new StripeError(
        400,
        'invalid_request_error',
        'Missing required param: line_items[0][price].',
        'parameter_missing',
        'line_items[0][price]',
      );
    const price = this.prices.get(params.price);
    if (!price || !price.active) throw missing('price', params.price, 'line_items[0][price]');
    if (params.quantity !== undefined && params.quantity !== '1')
      throw new StripeError(
        400,
        'invalid_request_error',
        'Only quantity 1 is sold.',
        'parameter_invalid',
        'line_items[0][quantity]',
      );
    if (params.customer !== undefined) this.customer(params.customer);
    if (params.customer !== undefined && params.customerEmail !== undefined)
      throw new StripeError(
        400,
        'invalid_request_error',
        'You may only specify one of these parameters: customer, customer_email.',
        'parameter_invalid',
        'customer_email',
      );
    const trialDays = params.trialPeriodDays === undefined ? null : Number(params.trialPeriodDays);
    if (trialDays !== null && !(Number.isInteger(trialDays) && trialDays >= 1 && trialDays <= 730))
      throw new StripeError(
        400,
        'invalid_request_error',
        'Invalid trial_period_days.',
        'parameter_invalid',
        'subscription_data[trial_period_days]',
      );
    const id = stripeId('cs_test', 58);
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      success_url: params.successUrl,
      cancel_url: params.cancelUrl ?? null,
      client_reference_id: params.clientReferenceId ?? null,
      customer: params.customer ?? null,
      customer_email: params.customerEmail ?? null,
      customer_details: null,
      metadata: params.metadata,
      created: this.now(),
      expires_at: this.now() + day,
      livemode: false,
      allow_promotion_codes: params.allowPromotionCodes ?? null,
      amount_total: trialDays ? 0 : price.unit_amount,
      currency: 'eur',
      locale: (params.locale as Stripe.Checkout.Session.Locale | undefined) ?? null,
      subscription: null,
      url: `${this.options.baseUrl}/c/pay/${id}`,
    };
    this.sessions.set(id, session);
    this.sessionPlans.set(id, {
      price: price.id,
      trialDays,
      subscriptionMetadata: params.subscriptionMetadata,
    });
    return session;
  }

  session(id: string): CheckoutSession {
    const found = this.sessions.get(id);
    if (!found) throw missing('checkout.session', id);
    if (found.status === 'open' && found.expires_at <= this.now()) found.status = 'expired';
    return found;
  }

  sessionPrice(id: string): Price {
    const plan = this.sessionPlans.get(id);
    return this.prices.get(plan?.price ?? '') as Price;
  }

  sessionTrialDays(id: string): number | null {
    return this.sessionPlans.get(id)?.trialDays ?? null;
  }

  expireSession(id: string): CheckoutSession {
    const session = this.session(id);
    if (session.status !== 'open')
      throw new StripeError(
        400,
        'invalid_request_error',
        'Only open sessions can be expired.',
        'checkout_session_not_open',
      );
    session.status = 'expired';
    this.emit('checkout.session.expired', session);
    return session;
  }

  /**
   * The payer submits the hosted page: the email (when Stripe collects it) and a card. A
   * declined card leaves the session open and creates nothing.
   */
  completeCheckout(id: string, input: { email?: string; name?: string; card: string }): CheckoutSession {
    const session = this.session(id);
    if (session.status !== 'open')
      throw new StripeError(
        400,
        'invalid_request_error',
        'Cette session de paiement n’est plus ouverte.',
        'checkout_session_not_open',
      );
    const plan = this.sessionPlans.get(id) as SessionPlan;
    const price = this.prices.get(plan.price) as Price;
    const existing = session.customer ? this.customer(session.customer) : null;
    const email = existing?.email ?? session.customer_email ?? input.email?.trim() ?? '';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      throw new StripeError(
        400,
        'invalid_request_error',
        'Adresse email invalide.',
        'email_invalid',
        'email',
      );
    const card = cardAtCheckout(input.card);
    if ('error' in card) throw card.error;
    // Without a trial the first period is charged now: a card that fails charges is declined here.
    if (!plan.trialDays && card.chargesFail)
      throw new StripeError(
        402,
        'card_error',
        'Votre carte a été refusée.',
        'card_declined',
        undefined,
        'generic_decline',
      );

    const customer = existing ?? this.createCustomer({ email, name: input.name ?? null });
    const paymentMethod = this.attachCard(customer, input.card, card.brand, card.chargesFail);
    const subscription = this.startSubscription(
      customer,
      price,
      paymentMethod,
      plan.trialDays,
      plan.subscriptionMetadata,
    );
    session.status = 'complete';
    session.payment_status = plan.trialDays ? 'no_payment_required' : 'paid';
    session.customer = customer.id;
    session.subscription = subscription.id;
    session.customer_details = { email, name: input.name ?? customer.name ?? null };
    this.emit('checkout.session.completed', session);
    if (plan.trialDays && (subscription.trial_end ?? 0) - this.now() <= 3 * day)
      // Stripe sends it 3 days before a trial ends, at once for shorter trials.
      this.emit('customer.subscription.trial_will_end', subscription);
    return session;
  }

  private attachCard(customer: Customer, number: string, brand: string, chargesFail: boolean): PaymentMethod {
    const digits = number.replace(/\D/g, '');
    const method: PaymentMethod = {
      id: stripeId('pm', 24),
      object: 'payment_method',
      type: 'card',
      created: this.now(),
      livemode: false,
      customer: customer.id,
      card: { brand, last4: digits.slice(-4), exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 },
    };
    this.paymentMethods.set(method.id, method);
    if (chargesFail) this.failingCards.add(method.id);
    else this.failingCards.delete(method.id);
    customer.invoice_settings.default_payment_method = method.id;
    this.emit('payment_method.attached', method);
    return method;
  }

  // ---------------------------------------------------------------------------------------
  // Subscriptions and invoices
  // ---------------------------------------------------------------------------------------
  private startSubscription(
    customer: Customer,
    price: Price,
    paymentMethod: PaymentMethod,
    trialDays: number | null,
    metadata: Record<string, string>,
  ): Subscription {
    const now = this.now();
    const id = stripeId('sub', 24);
    const interval = price.recurring?.interval ?? 'month';
    const periodEnd = trialDays ? now + trialDays * day : addInterval(now, interval);
    const subscription: Subscription = {
      id,
      object: 'subscription',
      status: trialDays ? 'trialing' : 'active',
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: now,
      currency: 'eur',
      metadata,
      start_date: now,
      trial_start: trialDays ? now : null,
      trial_end: trialDays ? periodEnd : null,
      billing_cycle_anchor: periodEnd,
      collection_method: 'charge_automatically',
      livemode: false,
      customer: customer.id,
      default_payment_method: paymentMethod.id,
      latest_invoice: null,
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
        data: [
          {
            id: stripeId('si', 14),
            object: 'subscription_item',
            created: now,
            current_period_start: now,
            current_period_end: periodEnd,
            metadata: {},
            quantity: 1,
            subscription: id,
            price,
          },
        ],
      },
    };
    this.subscriptions.set(id, subscription);
    this.emit('customer.subscription.created', subscription);
    // The first invoice: the first period, or 0 € for a trial.
    const invoice = this.createInvoice(
      subscription,
      'subscription_create',
      trialDays ? 0 : (price.unit_amount ?? 0),
    );
    this.payInvoice(invoice, subscription, false);
    return subscription;
  }

  subscription(id: string): Subscription {
    const found = this.subscriptions.get(id);
    if (!found) throw missing('subscription', id);
    return found;
  }

  private item(subscription: Subscription): SubscriptionItem {
    return subscription.items.data[0] as SubscriptionItem;
  }

  private createInvoice(
    subscription: Subscription,
    reason: Stripe.Invoice.BillingReason,
    amount: number,
  ): Invoice {
    const item = this.item(subscription);
    const customer = this.customer(subscription.customer);
    this.invoiceNumber += 1;
    const id = stripeId('in', 24);
    const invoice: Invoice = {
      id,
      object: 'invoice',
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 0,
      attempted: false,
      billing_reason: reason,
      created: this.now(),
      currency: 'eur',
      customer_email: customer.email,
      livemode: false,
      metadata: {},
      number: `LOCAL-${String(this.invoiceNumber).padStart(4, '0')}`,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      status: 'open',
      total: amount,
      subtotal: amount,
      customer: customer.id,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      lines: {
        object: 'list',
        has_more: false,
        url: `/v1/invoices/${id}/lines`,
        data: [
          {
            id: stripeId('il', 24),
            object: 'line_item',
            amount,
            currency: 'eur',
            description: `1 × ${item.price.nickname ?? item.price.id}`,
            period: { start: item.current_period_start, end: item.current_period_end },
            pricing: {
              type: 'price_details',
              price_details: { price: item.price.id, product: item.price.product as string },
            },
          },
        ],
      },
      status_transitions: { paid_at: null, finalized_at: this.now() },
    };
    this.invoices.set(id, invoice);
    subscription.latest_invoice = id;
    this.emit('invoice.created', invoice);
    this.emit('invoice.finalized', invoice);
    return invoice;
  }

  /** Charges the subscription's card; returns whether it paid. `charge`: false for the 0 € of a trial. */
  private payInvoice(invoice: Invoice, subscription: Subscription, charge = true): boolean {
    invoice.attempt_count += 1;
    invoice.attempted = true;
    const method = subscription.default_payment_method;
    const fails = charge && invoice.amount_due > 0 && (method === null || this.failingCards.has(method));
    if (fails) {
      this.emit('invoice.payment_failed', invoice);
      return false;
    }
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.status_transitions.paid_at = this.now();
    this.emit('invoice.paid', invoice);
    this.emit('invoice.payment_succeeded', invoice);
    return true;
  }

  /** subscriptions.update: cancel at period end (or undo), a new price, metadata. */
  updateSubscription(
    id: string,
    params: {
      cancelAtPeriodEnd?: boolean;
      price?: string;
      itemId?: string;
      metadata?: Record<string, string>;
      defaultPaymentMethod?: string;
    },
  ): Subscription {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
      throw new StripeError(
        400,
        'invalid_request_error',
        'A canceled subscription can only update its metadata.',
        'resource_missing',
      );
    const previous: Record<string, unknown> = {};
    if (params.metadata) {
      previous['metadata'] = subscription.metadata;
      subscription.metadata = { ...subscription.metadata, ...params.metadata };
    }
    if (
      params.cancelAtPeriodEnd !== undefined &&
      params.cancelAtPeriodEnd !== subscription.cancel_at_period_end
    ) {
      previous['cancel_at_period_end'] = subscription.cancel_at_period_end;
      subscription.cancel_at_period_end = params.cancelAtPeriodEnd;
      subscription.cancel_at = params.cancelAtPeriodEnd ? this.item(subscription).current_period_end : null;
      subscription.canceled_at = params.cancelAtPeriodEnd ? this.now() : null;
    }
    if (params.price !== undefined) {
      const price = this.prices.get(params.price);
      if (!price) throw missing('price', params.price, 'items[0][price]');
      const item = this.item(subscription);
      if (params.itemId !== undefined && params.itemId !== item.id)
        throw missing('subscription_item', params.itemId, 'items[0][id]');
      if (price.id !== item.price.id) {
        previous['items'] = structuredClone(subscription.items);
        const intervalChanged = price.recurring?.interval !== item.price.recurring?.interval;
        item.price = price;
        // A new interval resets the billing date and charges at once (Stripe's rule); the same
        // interval keeps the period (the proration lands on the next invoice, not modelled).
        if (intervalChanged && subscription.status !== 'trialing') {
          const now = this.now();
          item.current_period_start = now;
          item.current_period_end = addInterval(now, price.recurring?.interval ?? 'month');
          subscription.billing_cycle_anchor = item.current_period_end;
          const invoice = this.createInvoice(subscription, 'subscription_update', price.unit_amount ?? 0);
          if (!this.payInvoice(invoice, subscription)) subscription.status = 'past_due';
        }
      }
    }
    if (params.defaultPaymentMethod !== undefined) {
      previous['default_payment_method'] = subscription.default_payment_method;
      subscription.default_payment_method = params.defaultPaymentMethod;
    }
    this.emit('customer.subscription.updated', subscription, previous);
    return subscription;
  }

  /** subscriptions.cancel: ends it now. */
  cancelSubscription(id: string): Subscription {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') return subscription;
    this.end(subscription, this.now());
    return subscription;
  }

  private end(subscription: Subscription, at: number): void {
    subscription.status = 'canceled';
    subscription.ended_at = at;
    subscription.canceled_at ??= at;
    this.emit('customer.subscription.deleted', subscription);
  }

  /** The portal's "update card": a new card; an unpaid invoice is charged again with it. */
  replaceCard(subscriptionId: string, number: string): Subscription {
    const subscription = this.subscription(subscriptionId);
    const card = cardAtCheckout(number);
    if ('error' in card) throw card.error;
    const customer = this.customer(subscription.customer);
    const method = this.attachCard(customer, number, card.brand, card.chargesFail);
    subscription.default_payment_method = method.id;
    const open = subscription.latest_invoice ? this.invoices.get(subscription.latest_invoice) : undefined;
    const previous = { status: subscription.status, default_payment_method: null };
    if (open && open.status === 'open' && this.payInvoice(open, subscription)) subscription.status = 'active';
    this.emit('customer.subscription.updated', subscription, previous);
    return subscription;
  }

  createPortalSession(customerId: string, returnUrl: string | undefined): PortalSession {
    this.customer(customerId);
    const id = stripeId('bps', 24);
    const session: PortalSession = {
      id,
      object: 'billing_portal.session',
      created: this.now(),
      livemode: false,
      return_url: returnUrl ?? null,
      customer: customerId,
      url: `${this.options.baseUrl}/p/session/${id}`,
    };
    this.portalSessions.set(id, session);
    return session;
  }

  portalSession(id: string): PortalSession {
    const found = this.portalSessions.get(id);
    if (!found) throw missing('billing_portal.session', id);
    return found;
  }

  // ---------------------------------------------------------------------------------------
  // Time
  // ---------------------------------------------------------------------------------------
  /**
   * Moves the clock forward and lets everything due happen in order: trials end (first charge),
   * periods renew (a charge each), subscriptions set to cancel at period end end, and a
   * subscription still past due at its next period end is canceled (Stripe's "cancel after all
   * retries fail").
   */
  advance(seconds: number): void {
    if (!(seconds > 0))
      throw new StripeError(
        400,
        'invalid_request_error',
        'seconds must be positive',
        'parameter_invalid',
        'seconds',
      );
    const target = this.now() + seconds;
    for (;;) {
      const due = [...this.subscriptions.values()]
        .filter((s) => ['active', 'trialing', 'past_due'].includes(s.status))
        .map((s) => ({ s, at: this.item(s).current_period_end }))
        .filter(({ at }) => at <= target)
        .sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.offset += Math.max(0, due.at - this.now());
      this.periodEnded(due.s);
    }
    this.offset += Math.max(0, target - this.now());
  }

  private periodEnded(subscription: Subscription): void {
    const item = this.item(subscription);
    const endedAt = item.current_period_end;
    if (subscription.cancel_at_period_end || subscription.status === 'past_due') {
      this.end(subscription, endedAt);
      return;
    }
    const previous = {
      status: subscription.status,
      items: structuredClone(subscription.items),
    };
    item.current_period_start = endedAt;
    item.current_period_end = addInterval(endedAt, item.price.recurring?.interval ?? 'month');
    subscription.billing_cycle_anchor = item.current_period_end;
    const invoice = this.createInvoice(subscription, 'subscription_cycle', item.price.unit_amount ?? 0);
    subscription.status = this.payInvoice(invoice, subscription) ? 'active' : 'past_due';
    this.emit('customer.subscription.updated', subscription, previous);
  }
}
