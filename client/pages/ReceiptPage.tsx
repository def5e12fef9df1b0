import type { BrowserLayout } from '../../src/contract/initial-state';
import type { PageData } from '../../src/contract/page-data';
import { ReceiptView } from '../components/receipt/ReceiptView';
import { Island } from '../islands/Island';

/**
 * The receipt. The worker completed the payment for the session its cookie names: the order is
 * server HTML, and only the purchase tags run in the browser (started by the entry). Otherwise the browser completes
 * it (the receipt island) with the provider's fields.
 */
export function ReceiptPage({
  page,
  layout,
}: {
  page: Extract<PageData, { kind: 'receipt' }>;
  layout: BrowserLayout;
}) {
  if (page.session.state !== 'read') return <Island name="receipt" props={{}} />;
  const { order, loggedIn } = page.session.value;
  return (
    <ReceiptView order={order} signedIn={Boolean(loggedIn)} accountHref={layout.accountHref} />
  );
}
