/**
 * What the embedded Checkout API's snippet tells its test payment widget (a JSON block beside
 * the widget's container), read by the widget's script in the browser.
 */
export interface WidgetConfig {
  kind: 'card-widget' | 'pay-later-widget';
  /** The widget session the initiation opened; the callback's fields name it. */
  session: string;
  /** The key the widget seals what the shopper entered with (a provider's client key). */
  key: string;
  paymentMethod: string;
  /** The total to pay, formatted in the selection's currency. */
  amount: string;
  language: string;
  /** The selection's country, the pay-later widget's first choice. */
  country: string;
  texts: WidgetTexts;
  /** The card widget's test cards, each with the line that says what it does. */
  testCards: { number: string; says: 'cardSucceeds' | 'cardNeedsVerification' | 'cardDeclined' }[];
  /** What the selection holds of the address, for the pay-later widget's fields. */
  address: Partial<
    Record<'email' | 'firstName' | 'lastName' | 'address1' | 'zipCode' | 'city', string>
  >;
  /** The countries the pay-later widget offers: the tenant's shippable ones. */
  countries: { country: string; name: string }[];
}

/**
 * What the stand-in's test payment widgets say, in the shopper's language (a provider's widget
 * takes its locale from the payment's initiation). Each says plainly that it is a test.
 */
export interface WidgetTexts {
  /** The card widget's heading. */
  cardTitle: string;
  /** The pay-later widget's heading. */
  payLaterTitle: string;
  /** Under either heading: nothing real happens. */
  testNotice: string;
  cardNumber: string;
  /** Month and year, as the field's placeholder shows them. */
  expiry: string;
  expiryPlaceholder: string;
  securityCode: string;
  nameOnCard: string;
  /** The test cards, one line each; {number} is the card's number. */
  cardSucceeds: string;
  cardNeedsVerification: string;
  cardDeclined: string;
  /** The pay button; {amount} is the total with its currency. */
  pay: string;
  /** The pay-later widget's button; {amount} as above. */
  buy: string;
  processing: string;
  email: string;
  firstName: string;
  lastName: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  /** While the shop saves a change the widget sent. */
  updating: string;
  /** A field left empty or not valid. */
  required: string;
  invalidCardNumber: string;
  invalidExpiry: string;
  invalidSecurityCode: string;
  /** After a refusal, the widget is ready again. */
  notCompleted: string;
  /** The 3-D Secure test page: its title, what it asks ({amount}), and its two answers. */
  verifyTitle: string;
  verifyQuestion: string;
  verifyApprove: string;
  verifyCancel: string;
}
