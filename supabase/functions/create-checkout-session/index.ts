// POST → { url, session_id }: a Stripe Checkout (contracts/billing.ts CreateCheckoutRequest).
import { serveCheckout } from '../_shared/billing/checkout.ts';

serveCheckout('create-checkout-session');
