import type { PageStore } from '../state/page-store';
import { browserCheckoutClient, type PaymentRequest } from '../api/checkout-client';
import { CheckoutApiError } from '../../src/contract/checkout-api/checkout-api-error';
import {
  selectionResponseSchema,
  type SelectionResponse,
} from '../../src/contract/checkout-api/schemas';
import { addProduct } from '../api/add-product';
import { receiptOrder } from '../api/receipt';
import {
  afterPaymentStarted,
  afterResponse,
  afterVoucher,
  allProductsAtom,
  cartAtom,
  checkoutSuspendedAtom,
  type CartOperation,
  withSelectionProducts,
} from '../state/cart-state';
import { browserStorage } from '../state/browser-storage';
import { marketingAllowed } from '../state/consent';
import { attributionOf } from '../state/landing';
import { landingOr, takeLandingCountry } from '../state/landing-read';
import { internalComment, storeOrderTracking } from '../state/order-tracking';
import { mirroredStorage } from '../state/session-cookies';
import { storeShopper } from '../state/shopper-storage';
import { asRecord } from './as-record';
import type { ShopSettings } from './shop-loader';
import { changeCountry, startUp } from './start-up';

/**
 * Every cart, checkout and account action of the browser, each applying the state rules
 * of `cart-state` to the page's store, so components only call and render.
 */
export function createShopActions(settings: ShopSettings & { store: PageStore }) {
  const { store, language } = settings;
  const client = browserCheckoutClient(settings.checkoutBase);
  const local = mirroredStorage(browserStorage('localStorage'));
  const session = browserStorage('sessionStorage');

  const apply = (operation: CartOperation, response: SelectionResponse) => {
    store.set(cartAtom, (state) => afterResponse(state, operation, response));
    store.set(allProductsAtom, (products) => withSelectionProducts(products, response));
    storeShopper(response, language, local);
  };
  // The start-up may create the session (and its token): every other call waits for it,
  // so no two requests race to create two sessions.
  let started: Promise<SelectionResponse> | undefined;
  const afterStart = () => (started ?? Promise.resolve()).catch(() => undefined);
  const run = async (operation: CartOperation, call: () => Promise<SelectionResponse>) => {
    await afterStart();
    const response = await call();
    apply(operation, response);
    return response;
  };
  const runStartUp = async () => {
    const url = new URL(window.location.href);
    // The landing's feed country is handed out once, whether this page names one too or not.
    const landedCountry = takeLandingCountry(session);
    const response = await startUp(
      client,
      {
        language,
        marketCountry: settings.marketCountry,
        // A feed's country on this page, or on the page the visitor landed on before.
        feedCountry: url.searchParams.get('country') ?? landedCountry,
        local,
      },
      apply,
    );
    // Which ad or campaign it was, only with marketing consent.
    storeOrderTracking(
      attributionOf(landingOr(url, session), marketingAllowed()),
      response.token,
      session,
    );
    return response;
  };

  return {
    client,
    /** The start-up sequence, once per page, then the session's order-tracking record. */
    start(): Promise<SelectionResponse> {
      started ??= runStartUp().catch((error: unknown) => {
        // A failed start-up (offline for a moment) runs again on the next call.
        started = undefined;
        throw error;
      });
      return started;
    },
    /** After an order the session starts over: the start-up runs again. */
    restart(): Promise<SelectionResponse> {
      started = runStartUp();
      return started;
    },
    refresh: () => run('fetch', () => client.selection()),
    /**
     * Through the shop's own endpoint, with the stored token: the selection after the add. A
     * refusal (the Checkout API's, or the endpoint's limit: 429) is thrown as the API's error.
     */
    async addProduct(productId: string, quantity: number, productUrl: string, comment?: string) {
      await afterStart();
      const result = await client.inSession(() =>
        addProduct(productId, quantity, productUrl, comment),
      );
      if (!result.ok) {
        throw new CheckoutApiError(result.status, asRecord(result.body));
      }
      // The worker answers with the selection it parsed with this very schema.
      const selection = selectionResponseSchema.parse(result.body);
      apply(comment ? 'add-with-comment' : 'add', selection);
      // The first add created the session: now set its language and country as start-up does.
      started ??= runStartUp();
      return selection;
    },
    removeLine: (line: string) => run('remove-line', () => client.removeLine(line)),
    setLineQuantity: (line: string, quantity: number) =>
      run('line-quantity', () => client.setLineQuantity(line, quantity)),
    /** Several lines (and items) changed in one call; a quantity of 0 removes a line. */
    updateItems: (body: Parameters<typeof client.updateItems>[0]) =>
      run('batch-update', () => client.updateItems(body)),
    setPaymentMethod: (method: string) =>
      run('payment-method', () => client.setPaymentMethod(method)),
    setShippingMethod: (method: string) =>
      run('shipping-method', () => client.setShippingMethod(method)),
    setPaymentFields: (fields: Parameters<typeof client.setPaymentFields>[0]) =>
      run('payment-fields', () => client.setPaymentFields(fields)),
    /** A failure only sets the voucher error flag. */
    async addVoucher(code: string): Promise<boolean> {
      try {
        await run('voucher', () => client.addVoucher(code));
        store.set(cartAtom, (state) => afterVoucher(state, 'added'));
        return true;
      } catch (error) {
        if (!(error instanceof CheckoutApiError)) throw error;
        store.set(cartAtom, (state) => afterVoucher(state, 'failed'));
        return false;
      }
    },
    async removeVoucher(code: string) {
      await run('voucher', () => client.removeVoucher(code));
      store.set(cartAtom, (state) => afterVoucher(state, 'removed'));
    },
    async changeCountry(country: string) {
      await afterStart();
      return changeCountry(
        client,
        country,
        { language, local, suspend: (suspended) => store.set(checkoutSuspendedAtom, suspended) },
        apply,
      );
    },
    /**
     * Starts payment with the session's tracking record as the order's internal comment, and
     * an opaque reference of this attempt as the provider's pass-through (never the token).
     */
    async startPayment(request: PaymentRequest) {
      await afterStart();
      const comment = internalComment(session);
      const payment = await client.startPayment({
        ...request,
        passThrough: crypto.randomUUID(),
        ...(comment ? { internalComment: comment } : {}),
      });
      store.set(cartAtom, (state) => afterPaymentStarted(state, payment));
      return payment;
    },
    /**
     * Starts a payment widget (Centra's `paymentInitiateOnly`): nothing is paid, so the cart
     * keeps no payment to go on with; the widget's callback pays through `startPayment`.
     */
    async initiatePayment(request: PaymentRequest) {
      await afterStart();
      return client.startPayment({ ...request, paymentInitiateOnly: true });
    },
    /**
     * The receipt's order (the payment completed with the provider's fields, if any) through
     * the shop's own endpoint, which records the purchase from the order itself.
     */
    receiptOrder,
    signIn: (email: string, password: string) =>
      run('sign-in', () => client.login(email, password)),
    signOut: () => run('sign-out', () => client.logout()),
    register: (details: Parameters<typeof client.register>[0]) =>
      run('sign-in', () => client.register(details)),
    updateCustomer: (details: Parameters<typeof client.updateCustomer>[0]) =>
      run('customer', () => client.updateCustomer(details)),
    changePassword: (password: string, newPassword: string) =>
      run('customer', () => client.changePassword(password, newPassword)),
    requestPasswordReset: client.requestPasswordReset,
    resetPassword: (body: { i: string; id: string; newPassword: string }) =>
      run('sign-in', () => client.resetPassword(body)),
    async orders() {
      await afterStart();
      return client.orders();
    },
    storage: { local, session },
  };
}

export type ShopActions = ReturnType<typeof createShopActions>;
