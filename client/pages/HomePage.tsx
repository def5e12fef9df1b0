import type { PageData } from '../../src/contract/page-data';
import { Cards } from '../components/cards/Cards';

export function HomePage({ page }: { page: Extract<PageData, { kind: 'home' }> }) {
  return <Cards cards={page.cards} />;
}
