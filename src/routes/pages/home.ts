import type { InitialState } from '../../contract/initial-state';
import { contentCards } from '../../render/content-cards';
import { productCards } from '../../render/product-blocks';
import { siteJsonLd } from '../../render/json-ld/site-json-ld';
import { siteFacts } from '../../render/json-ld/site-facts';
import { pageState, shareImageMeta } from '../../render/page-state';
import { shareImageOf } from '../../render/share-image';
import type { PageContext } from './page-context';

/** The home page: its cards from the content studio, with the posts and FAQ they show. */
export async function homePage(context: PageContext): Promise<InitialState> {
  const { content, request, imageUrl, sources, t } = context;
  const [home, featuredPosts, faq] = await Promise.all([
    content.home(),
    content.featuredPosts(3),
    content.faq(),
  ]);
  const [products, input] = await Promise.all([
    productCards(request, sources, home?.cards ?? [], t('showAllProducts')),
    context.input,
  ]);
  const cards = contentCards(request, imageUrl, home?.cards ?? [], {
    featuredPosts,
    faq,
    faqHref: `${input.layout.homeHref.replace(/\/$/, '')}/faq`,
    products,
    ...(home ? { owner: { _id: home._id, _type: 'homePage' } } : {}),
  });
  return pageState(
    input,
    { kind: 'home', cards },
    {
      title: home?.metaTitle ?? t('homeTitle', { shop: input.config.shopName }),
      description: home?.metaDescription ?? t('homeDescription'),
      ...shareImageMeta(shareImageOf(imageUrl, home?.metaImage, input.config.shopName)),
      structuredData: siteJsonLd(siteFacts(request, input.config.shopName)),
    },
  );
}
