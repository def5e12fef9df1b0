import { countryByCode } from '../fixtures/countries';
import { currencyFormatOf } from '../fixtures/currency-formats';
import { ADDRESS_KEYS, fullAddress, SHIPPING_ADDRESS_KEYS } from '../fixtures/payment-fields';
import type { ComputedSelection } from '../selection/compute-selection';

const withCountryName = (address: Record<string, string>): Record<string, string> => ({
  ...address,
  countryName: countryByCode(address.country)?.name ?? '',
});

/** The order as it will be stored, frozen at the prices the payment started with. */
export function orderDraft(input: {
  computed: ComputedSelection;
  language: string;
  currency: string;
  address: Record<string, unknown>;
  shippingAddress: Record<string, unknown>;
  additionalNotes: string;
  /** The consents the buyer gave with the order, each with the time it was given. */
  consents: { key: string; consented: boolean; text?: string; time: string }[];
}) {
  const { computed } = input;
  const billing = fullAddress(input.address, ADDRESS_KEYS);
  const shippingStored = fullAddress(input.shippingAddress, SHIPPING_ADDRESS_KEYS);
  // No separate delivery address means delivery to the billing address.
  const shipping = shippingStored.address1
    ? shippingStored
    : fullAddress(input.address, SHIPPING_ADDRESS_KEYS);
  return {
    affiliateHtml: '',
    language: input.language,
    currency: input.currency,
    paymentMethod: computed.paymentMethod,
    paymentMethodName: computed.paymentMethodName,
    shippingMethod: computed.shippingMethod,
    shippingMethodName: computed.shippingMethodName,
    items: computed.items.map(({ product, ...line }) => ({
      ...line,
      product: String((product as { product?: unknown }).product ?? ''),
      media: (product as { media?: unknown }).media ?? [],
      storePickup: false,
    })),
    discounts: computed.discounts,
    totals: computed.totals,
    vatExempt: false,
    address: withCountryName(billing),
    shippingAddress: withCountryName(shipping),
    giftMessage: '',
    additionalNotes: input.additionalNotes,
    consents: input.consents,
    shipments: [],
    paymentMethodData: {},
    currencyFormat: currencyFormatOf(input.currency),
  };
}
