import type { InitialState } from '../../src/contract/initial-state';

/**
 * What a chat or social network shows of a shared page: Open Graph (with a product's price and
 * an article's date) and the Twitter card, from the same title, text and picture as the page.
 */
export function ShareTags({ state }: { state: InitialState }) {
  const { share } = state;
  return (
    <>
      <meta property="og:site_name" content={share.siteName} />
      <meta property="og:type" content={share.type} />
      <meta property="og:title" content={state.title} />
      <meta property="og:description" content={state.description} />
      <meta property="og:url" content={state.canonicalUrl} />
      <meta property="og:locale" content={share.locale} />
      {share.alternateLocales.map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={locale} />
      ))}
      {share.image && (
        <>
          <meta property="og:image" content={share.image.url} />
          <meta property="og:image:width" content={String(share.image.width)} />
          <meta property="og:image:height" content={String(share.image.height)} />
          <meta property="og:image:alt" content={share.image.alt} />
        </>
      )}
      {share.price && (
        <>
          <meta property="product:price:amount" content={share.price.amount} />
          <meta property="product:price:currency" content={share.price.currency} />
        </>
      )}
      {share.publishedTime && (
        <meta property="article:published_time" content={share.publishedTime} />
      )}
      <meta name="twitter:card" content={share.image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={state.title} />
      <meta name="twitter:description" content={state.description} />
      {share.image && <meta name="twitter:image" content={share.image.url} />}
      {share.image && <meta name="twitter:image:alt" content={share.image.alt} />}
    </>
  );
}
