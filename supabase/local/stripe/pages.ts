/**
 * The hosted pages of the double: Checkout (the payer's email when Stripe collects it, a card)
 * and the customer portal (cancel at period end or undo it, change plan, update the card). Plain
 * HTML forms, so a browser test fills them like Stripe's own pages.
 */
import type { CheckoutSession, Price, StripeEngine, Subscription } from './engine.ts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** "4,90 €", "1 150,80 €": as Intl writes euros in French (the page is French only). */
const euroFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const euros = (cents: number | null) => euroFormat.format((cents ?? 0) / 100);

const planNames: Record<string, string> = {
  decouverte: 'Découverte',
  equilibre: 'Équilibre',
  intensif: 'Intensif',
};

function priceLabel(price: Price): string {
  const plan = planNames[price.metadata['plan_id'] ?? ''] ?? price.nickname ?? price.id;
  return `${plan} — ${euros(price.unit_amount)} / ${price.recurring?.interval === 'year' ? 'an' : 'mois'}`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f6f9fc;color:#1a1f36;margin:0;padding:24px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0001}
h1{font-size:1.25rem}label{display:block;margin:12px 0 4px;font-size:.9rem}
input,select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cfd7df;border-radius:6px;font-size:1rem}
button{margin-top:16px;width:100%;padding:12px;border:0;border-radius:6px;background:#635bff;color:#fff;font-size:1rem;cursor:pointer}
button.secondary{background:#e3e8ee;color:#1a1f36}.error{color:#df1b41;margin-top:12px}.notice{color:#0a7d32}
.test{font-size:.8rem;color:#697386;margin-top:16px}
</style></head><body><main>${body}</main></body></html>`;
}

export function checkoutPage(
  engine: StripeEngine,
  session: CheckoutSession,
  error?: string,
  typed: { email?: string; name?: string } = {},
): string {
  const price = engine.sessionPrice(session.id);
  const trialDays = engine.sessionTrialDays(session.id);
  const known = session.customer ? engine.customer(session.customer).email : session.customer_email;
  if (session.status !== 'open')
    return page('Paiement', `<h1>Cette session de paiement n’est plus ouverte.</h1>`);
  return page(
    'Paiement',
    `<h1>${escape(priceLabel(price))}</h1>
${trialDays ? `<p>Essai gratuit de ${trialDays} jours, puis ${escape(euros(price.unit_amount))}. Rien n’est débité aujourd’hui.</p>` : `<p>Total aujourd’hui : ${escape(euros(price.unit_amount))}</p>`}
<form method="post" action="/c/pay/${escape(session.id)}">
<label for="email">Email</label>
${known ? `<input id="email" name="email" type="email" value="${escape(known)}" readonly>` : `<input id="email" name="email" type="email" autocomplete="email" value="${escape(typed.email ?? '')}" required>`}
<label for="name">Nom sur la carte</label><input id="name" name="name" autocomplete="cc-name" value="${escape(typed.name ?? '')}">
<label for="cardNumber">Numéro de carte</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required>
<label for="cardExpiry">Expiration</label><input id="cardExpiry" name="cardExpiry" placeholder="MM / AA" value="12 / 34">
<label for="cardCvc">CVC</label><input id="cardCvc" name="cardCvc" placeholder="123" value="123">
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<button type="submit">${trialDays ? 'Démarrer l’essai' : 'Payer'}</button>
</form>
${session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Retour</a></p>` : ''}
<p class="test">Double local de Stripe (mode test) : 4242 4242 4242 4242 paie, 4000 0000 0000 0002 est refusée, 4000 0000 0000 0341 échoue au renouvellement.</p>`,
  );
}

export function portalPage(
  engine: StripeEngine,
  sessionId: string,
  subscription: Subscription | undefined,
  returnUrl: string | null,
  message?: { notice?: string; error?: string },
): string {
  const back = returnUrl ? `<p><a href="${escape(returnUrl)}">Retour au site</a></p>` : '';
  const flash = `${message?.notice ? `<p class="notice" role="status">${escape(message.notice)}</p>` : ''}${message?.error ? `<p class="error" role="alert">${escape(message.error)}</p>` : ''}`;
  if (!subscription) return page('Abonnement', `<h1>Aucun abonnement actif</h1>${flash}${back}`);
  const item = subscription.items.data[0];
  const end = new Date((item?.current_period_end ?? 0) * 1000).toLocaleDateString('fr-FR');
  const method = subscription.default_payment_method
    ? engine.paymentMethods.get(subscription.default_payment_method)
    : undefined;
  const action = `/p/session/${escape(sessionId)}`;
  const options = [...engine.prices.values()]
    .map(
      (price) =>
        `<option value="${escape(price.id)}"${price.id === item?.price.id ? ' selected' : ''}>${escape(priceLabel(price))}</option>`,
    )
    .join('');
  return page(
    'Abonnement',
    `<h1>${escape(item ? priceLabel(item.price) : subscription.id)}</h1>
<p>Statut : <strong data-status="${escape(subscription.status)}">${escape(subscription.status)}</strong>${subscription.cancel_at_period_end ? ` — prend fin le ${escape(end)}` : ` — renouvellement le ${escape(end)}`}</p>
${method ? `<p>Carte •••• ${escape(method.card.last4)}</p>` : ''}
${flash}
<form method="post" action="${action}"><input type="hidden" name="action" value="${subscription.cancel_at_period_end ? 'resume' : 'cancel'}">
<button type="submit" class="secondary">${subscription.cancel_at_period_end ? 'Renouveler l’abonnement' : 'Annuler l’abonnement'}</button></form>
<form method="post" action="${action}"><input type="hidden" name="action" value="change">
<label for="price">Changer de plan</label><select id="price" name="price">${options}</select>
<button type="submit">Mettre à jour le plan</button></form>
<form method="post" action="${action}"><input type="hidden" name="action" value="card">
<label for="cardNumber">Nouvelle carte</label><input id="cardNumber" name="cardNumber" inputmode="numeric" placeholder="1234 1234 1234 1234" required>
<button type="submit">Mettre à jour la carte</button></form>
${back}`,
  );
}
