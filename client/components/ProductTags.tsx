import { useT, type Word } from '../i18n/i18n-context';

/** The Checkout API's product tags the shop shows, with the words it shows them in. */
const TAG_WORDS = {
  news: 'tagNews',
  campaign: 'tagCampaign',
  '30percent': 'tag30Percent',
  'limited-edition': 'tagLimitedEdition',
} as const satisfies Record<string, Word<'storefront'>>;

const isShownTag = (tag: string): tag is keyof typeof TAG_WORDS => Object.hasOwn(TAG_WORDS, tag);

/** A product's tags as badges (new, campaign, 30% off, limited edition); others stay unshown. */
export function ProductTags({ tags }: { tags: readonly string[] }) {
  const t = useT('storefront');
  const shown = tags.filter(isShownTag);
  if (shown.length === 0) return null;
  return (
    <ul className="product-tags">
      {shown.map((tag) => (
        <li key={tag} className="badge" data-tag={tag}>
          {t(TAG_WORDS[tag])}
        </li>
      ))}
    </ul>
  );
}
