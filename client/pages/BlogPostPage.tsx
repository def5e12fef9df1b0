import type { PageData } from '../../src/contract/page-data';
import { ContentImage } from '../components/ContentImage';
import { FormattedDate } from '../components/FormattedDate';
import { RichText } from '../components/RichText';
import { useT } from '../i18n/i18n-context';

export function BlogPostPage({ page }: { page: Extract<PageData, { kind: 'blog-post' }> }) {
  const t = useT('storefront');
  return (
    <article className="post">
      <nav aria-label={t('breadcrumbs')} className="breadcrumbs">
        <a href={page.blogHref}>{t('blogTitle')}</a>
      </nav>
      <h1 data-sanity={page.edit?.title}>{page.title}</h1>
      <p className="muted">
        {page.author && (
          <a href={page.author.href} data-sanity={page.edit?.author}>
            {t('byAuthor', { name: page.author.name })}
          </a>
        )}
        {page.author && page.publishedAt && ' · '}
        {page.publishedAt && <FormattedDate iso={page.publishedAt} />}
      </p>
      <ContentImage image={page.image} eager className="post-image" edit={page.edit?.image} />
      <RichText blocks={page.blocks} />
      {(page.categories.length > 0 || page.tags.length > 0) && (
        <footer className="chips">
          <ul aria-label={t('categories')}>
            {page.categories.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.title}</a>
              </li>
            ))}
          </ul>
          <ul aria-label={t('tags')}>
            {page.tags.map((link) => (
              <li key={link.href}>
                <a href={link.href}>#{link.title}</a>
              </li>
            ))}
          </ul>
        </footer>
      )}
    </article>
  );
}
