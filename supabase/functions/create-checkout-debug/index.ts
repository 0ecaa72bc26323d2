// The spec's name of create-checkout-session: the same body and answer.
import { serveCheckout } from '../_shared/billing/checkout.ts';

serveCheckout('create-checkout-debug');
