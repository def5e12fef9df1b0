import { z } from 'zod';
import type { WidgetBehaviour } from '../fixtures/payment-methods';
import { ApiFailure } from '../http/api-failure';
import { isSealed } from './widget-seal';

const session = z.string().regex(/^[0-9a-z]{16,64}$/);
const seal = z.string().regex(/^[0-9a-f]{64}$/);

/** What the card widget sends as `paymentMethodSpecificFields` (Adyen's `state.data`, sealed). */
const cardFields = z.object({
  type: z.literal('scheme'),
  paymentSession: session,
  /** The card's details as base64url JSON: sealed, not hidden (no real card is ever entered). */
  encryptedCard: z.string().min(1).max(2000),
  seal,
});

/** What the pay-later widget sends once the shopper confirmed: its authorization. */
const payLaterFields = z.object({
  type: z.literal('pay_later'),
  paymentSession: session,
  authorizationToken: z.string().regex(/^[0-9a-z]{16,64}$/),
  seal,
});

const cardDetails = z.object({
  number: z.string().regex(/^\d{12,19}$/),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/),
  cvc: z.string().regex(/^\d{3,4}$/),
  holderName: z.string().trim().min(1).max(100),
});

/** The stand-in's test cards, as a provider's test environment documents its own. */
export const TEST_CARDS = {
  authorised: '4111111111111111',
  challenge: '4000000000003220',
  refused: '4000000000000002',
} as const;

export type WidgetOutcome = 'authorised' | 'challenge' | 'refused';

const notValid = (reason: string) =>
  new ApiFailure(
    406,
    { paymentMethodSpecificFields: 'not valid' },
    { message: `The payment widget's fields are not valid: ${reason}.` },
  );

function decodeCard(encrypted: string): z.output<typeof cardDetails> | null {
  try {
    const text = atob(encrypted.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(text, (char) => char.charCodeAt(0));
    const parsed = cardDetails.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function cardOutcome(number: string): WidgetOutcome {
  if (number === TEST_CARDS.authorised) return 'authorised';
  if (number === TEST_CARDS.challenge) return 'challenge';
  return 'refused';
}

/**
 * What the provider makes of a widget's callback fields for this selection: the seal must be
 * the one this tenant's key for the widget session gives (a changed byte, another session or
 * another selection's widget is refused), then the card decides, as a provider's test cards do.
 */
export async function widgetOutcome(
  kind: WidgetBehaviour,
  fields: Record<string, unknown> | undefined,
  context: { tenantSecret: string; selectionId: number },
): Promise<WidgetOutcome> {
  if (!fields) {
    throw new ApiFailure(
      406,
      { paymentMethodSpecificFields: 'required' },
      { message: 'A widget payment is completed with the fields its widget sent.' },
    );
  }
  if (kind === 'card-widget') {
    const parsed = cardFields.safeParse(fields);
    if (!parsed.success) throw notValid('not a card widget state');
    const { paymentSession, encryptedCard, seal: given } = parsed.data;
    const sealed = { paymentSession, payload: encryptedCard, seal: given };
    if (!(await isSealed(context.tenantSecret, context.selectionId, sealed)))
      throw notValid('the seal does not match');
    const card = decodeCard(encryptedCard);
    if (!card) throw notValid('the card details cannot be read');
    return cardOutcome(card.number);
  }
  const parsed = payLaterFields.safeParse(fields);
  if (!parsed.success) throw notValid('not a pay-later authorization');
  const { paymentSession, authorizationToken, seal: given } = parsed.data;
  const sealed = { paymentSession, payload: authorizationToken, seal: given };
  if (!(await isSealed(context.tenantSecret, context.selectionId, sealed)))
    throw notValid('the seal does not match');
  return 'authorised';
}
