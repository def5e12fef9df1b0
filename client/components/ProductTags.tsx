import { useT } from '../i18n/i18n-context';
import { isShownTag, TAG_WORDS } from './product-card-markup';

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
