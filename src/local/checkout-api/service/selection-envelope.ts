import type { ApiState } from '../api-env';
import { loadContext } from '../store/catalogue-store';
import { productJson } from '../catalogue/product-view';
import { countryByCode, SHIPPABLE_COUNTRIES, type Country } from '../fixtures/countries';
import { currencyFormatOf } from '../fixtures/currency-formats';
import { CENTRA_LANGUAGES, centraLanguage, DEFAULT_CENTRA_LANGUAGE } from '../fixtures/languages';
import {
  ADDRESS_KEYS,
  fullAddress,
  PAYMENT_FIELDS,
  SHIPPING_ADDRESS_KEYS,
} from '../fixtures/payment-fields';
import { pricelistById } from '../../../../seed/catalogue/pricelists';
import { computeSelection, type ComputedSelection } from '../selection/compute-selection';
import type { LineInput, VoucherInput } from '../selection/selection-model';
import { findCustomerById, loggedInJson } from '../store/customer-store';
import {
  loadLines,
  loadSelection,
  loadSelectionVouchers,
  type SelectionRow,
} from '../store/selection-store';
import type { Session } from '../store/session-store';

/** VAT of the default pricelist's home country, used until a country is known. */
const FALLBACK_VAT = 25;

export function locationJson(session: Session, country: Country | undefined) {
  const pricelist = pricelistById(session.pricelist)!;
  return {
    country: country?.country ?? null,
    name: country?.name ?? '',
    state: session.state,
    stateName: '',
    eu: country?.eu ?? false,
    shipTo: country?.shipTo ?? false,
    language: centraLanguage(country?.language) ?? DEFAULT_CENTRA_LANGUAGE,
    market: session.market,
    pricelist: session.pricelist,
    currency: pricelist.currency,
  };
}

export const countriesJson = () =>
  SHIPPABLE_COUNTRIES.map((country) => ({
    country: country.country,
    name: country.name,
    eu: country.eu,
    language: country.language,
    currency: country.currency,
  }));

/** What every selection-returning call shares besides the selection itself. */
export function localeJson(session: Session, country = countryByCode(session.country)) {
  const language = centraLanguage(session.language) ?? DEFAULT_CENTRA_LANGUAGE;
  return {
    countries: countriesJson(),
    languages: CENTRA_LANGUAGES,
    language: { language: language.language, name: language.name },
    location: locationJson(session, country),
  };
}

export interface PricedSelection {
  row: SelectionRow | null;
  lines: LineInput[];
  computed: ComputedSelection;
}

const toVoucherInput = (
  row: Awaited<ReturnType<typeof loadSelectionVouchers>>[number],
): VoucherInput => ({
  code: row.code,
  kind: row.kind,
  percent: row.percent,
  amounts: row.amounts ? (JSON.parse(row.amounts) as Record<string, number>) : null,
  description: row.description,
});

/** Loads the session's selection and prices it in the session's pricelist and country. */
export async function priceSelection(api: ApiState): Promise<PricedSelection> {
  const { db, session } = api;
  const selectionId = session.selectionId;
  const [row, lineRows, voucherRows] = selectionId
    ? await Promise.all([
        loadSelection(db, selectionId),
        loadLines(db, selectionId),
        loadSelectionVouchers(db, selectionId),
      ])
    : [null, [], []];
  const context = lineRows.length
    ? await loadContext(
        db,
        [...new Set(lineRows.map((line) => line.product_id))],
        api.origin,
        session.language,
      )
    : null;
  // A tenant that checks nothing prices what its market does not sell; asked only then.
  const sellsAnything =
    context !== null &&
    lineRows.some(
      (line) => !context.products.get(line.product_id)?.seed.markets.includes(session.market),
    ) &&
    !(await api.tenantChecks());
  const view = {
    pricelist: session.pricelist,
    marketAll: false,
    language: session.language,
    relatedProducts: false,
  };
  const lines: LineInput[] = lineRows.flatMap((line) => {
    const record = context?.products.get(line.product_id);
    if (!context || !record) return [];
    const price = record.prices[session.pricelist];
    const bundle = record.seed.bundle;
    const base = bundle ? context.products.get(bundle.baseProductId) : undefined;
    return [
      {
        line: line.line,
        item: line.item,
        quantity: line.quantity,
        comment: line.comment,
        productUrl: line.product_url,
        category: line.category,
        size: '',
        sku: record.seed.sku,
        ean: record.seed.ean,
        productId: String(record.seed.id),
        productName: record.seed.name,
        brandName: record.brand.name,
        product: productJson(record, context, view, false),
        // A product the market does not sell has no price here and drops out of the totals.
        priceEach:
          sellsAnything || record.seed.markets.includes(session.market) ? price?.price : undefined,
        priceEachBeforeDiscount: price?.priceBeforeDiscount,
        ...(bundle && base
          ? {
              bundle: {
                item: base.item,
                product: String(base.seed.id),
                productName: base.seed.name,
                brandName: base.brand.name,
                sku: base.seed.sku,
                quantity: bundle.quantity,
                priceEach: (price?.price ?? 0) / bundle.quantity,
              },
            }
          : {}),
      },
    ];
  });
  const pricelist = pricelistById(session.pricelist)!;
  const computed = computeSelection({
    lines,
    vouchers: voucherRows.map(toVoucherInput),
    country: countryByCode(session.country),
    language: session.language,
    currency: pricelist.currency,
    format: currencyFormatOf(pricelist.currency),
    shippingMethod: row?.shipping_method ?? null,
    paymentMethod: row?.payment_method ?? null,
    freeShippingThreshold: api.settings.freeShippingThresholds[pricelist.currency],
    fallbackVat: FALLBACK_VAT,
  });
  return { row, lines, computed };
}

/** The selection envelope that cart, checkout, locale and customer calls return. */
export async function selectionEnvelope(
  api: ApiState,
  priced?: PricedSelection,
): Promise<Record<string, unknown>> {
  const { session } = api;
  const [{ row, computed }, customer] = await Promise.all([
    priced ?? priceSelection(api),
    session.customerId ? findCustomerById(api.db, session.customerId) : null,
  ]);
  const pricelist = pricelistById(session.pricelist)!;
  const address = row ? (JSON.parse(row.address) as Record<string, unknown>) : {};
  const shippingAddress = row ? (JSON.parse(row.shipping_address) as Record<string, unknown>) : {};
  return {
    selection: {
      language: session.language,
      currency: pricelist.currency,
      paymentMethod: computed.paymentMethod,
      paymentMethodName: computed.paymentMethodName,
      shippingMethod: computed.shippingMethod,
      shippingMethodName: computed.shippingMethodName,
      items: computed.items,
      discounts: computed.discounts,
      totals: computed.totals,
      vatExempt: false,
      address: fullAddress(address, ADDRESS_KEYS),
      shippingAddress: fullAddress(shippingAddress, SHIPPING_ADDRESS_KEYS),
      additionalNotes: row?.additional_notes ?? '',
      currencyFormat: currencyFormatOf(pricelist.currency),
      pluginFields: {},
    },
    paymentMethods: computed.paymentMethods,
    paymentFields: PAYMENT_FIELDS,
    shippingMethods: computed.shippingMethods,
    ...localeJson(session),
    ...(customer ? { loggedIn: loggedInJson(customer) } : {}),
  };
}
