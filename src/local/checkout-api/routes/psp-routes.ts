import { Hono } from 'hono';
import type { CheckoutApiEnv } from '../api-env';
import { currencyFormatOf } from '../fixtures/currency-formats';
import { escapeHtml, withQuery } from '../http/markup';
import { moneyPair } from '../selection/money';
import { findPayment, type PaymentRow } from '../store/payment-store';
import { widgetTexts } from '../widgets/widget-texts';
import type { OrderDraft } from '../service/start-payment';

const CARD_WIDGET = 'test-card-widget';

/**
 * The card widget's 3-D Secure step, in the shopper's language: confirming posts the signed
 * fields to the shop's return page (as a card issuer's page posts back), cancelling returns
 * to the failed page.
 */
function verificationPage(payment: PaymentRow, draft: OrderDraft, fields: Record<string, string>) {
  const texts = widgetTexts(draft.language);
  const format = currencyFormatOf(draft.currency);
  const amount = moneyPair('amount', draft.totals.grandTotalPriceAsNumber as number, format).amount;
  const inputs = Object.entries({ ...fields, resultCode: 'Authorised' })
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  const cancel = withQuery(payment.failed_page, {
    centraPaymentMethod: payment.method,
    error: 'cancelled',
  });
  return `<!doctype html>
<html lang="${escapeHtml(draft.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.verifyTitle)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}button,a{display:inline-block;margin:.5rem .5rem 0 0;padding:.75rem 1.25rem;border-radius:.5rem;font:inherit;text-decoration:none}button{background:#14532d;color:#fff;border:0}a{border:1px solid #991b1b;color:#991b1b}</style>
</head><body>
<h1>${escapeHtml(texts.verifyTitle)}</h1>
<p>${escapeHtml(texts.verifyQuestion.replace('{amount}', String(amount)))}</p>
<form method="post" action="${escapeHtml(payment.return_page)}">${inputs}<button type="submit">${escapeHtml(texts.verifyApprove)}</button>
<a href="${escapeHtml(cancel)}">${escapeHtml(texts.verifyCancel)}</a></form>
</body></html>`;
}

/**
 * The test payment provider page that the `dummy-redirect` method sends shoppers to:
 * approve returns to the shop's receipt page with the signed fields, decline goes to
 * the failed page; the card widget's 3-D Secure step is its other face.
 */
export const pspRoutes = new Hono<CheckoutApiEnv>().get('/:payment', async (c) => {
  const payment = await findPayment(c.env.DB, c.req.param('payment'));
  if (!payment || payment.state !== 'pending') {
    return c.html(
      '<!doctype html><title>Payment not found</title><h1>This payment is no longer open</h1>',
      404,
    );
  }
  const draft = JSON.parse(payment.order_draft) as OrderDraft;
  const format = currencyFormatOf(draft.currency);
  const amount = moneyPair('amount', draft.totals.grandTotalPriceAsNumber as number, format);
  const fields = {
    centraPaymentMethod: payment.method,
    trans: payment.id,
    amount: String(amount.amountAsNumber),
    currency: draft.currency,
    signature: payment.signature,
  };
  if (payment.method === CARD_WIDGET) return c.html(verificationPage(payment, draft, fields));
  const approve = withQuery(payment.return_page, fields);
  const decline = withQuery(payment.failed_page, {
    centraPaymentMethod: payment.method,
    error: 'cancelled',
  });
  return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test bank payment</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}a{display:inline-block;margin:.5rem .5rem 0 0;padding:.75rem 1.25rem;border-radius:.5rem;text-decoration:none}.approve{background:#14532d;color:#fff}.decline{border:1px solid #991b1b;color:#991b1b}</style>
</head><body>
<h1>Test bank payment</h1>
<p>Pay <strong>${escapeHtml(String(amount.amount))}</strong> to the shop. This page stands in for a bank; no money moves.</p>
<a class="approve" href="${escapeHtml(approve)}">Approve payment</a>
<a class="decline" href="${escapeHtml(decline)}">Cancel</a>
</body></html>`);
});
