import type { PageData, Pagination as PaginationData } from '../../src/contract/page-data';
import { PostCardList } from '../components/PostCardList';
import { useT } from '../i18n/i18n-context';

const pageHref = ({ baseHref }: PaginationData, page: number) =>
  page <= 1 ? baseHref : `${baseHref}?page=${page}`;

function Pagination({ pagination }: { pagination: PaginationData }) {
  const t = useT('storefront');
  if (pagination.pages <= 1) return null;
  const pages = Array.from({ length: pagination.pages }, (_, index) => index + 1);
  return (
    <nav aria-label={t('pagination')} className="pagination">
      {pagination.page > 1 && (
        <a href={pageHref(pagination, pagination.page - 1)} rel="prev">
          {t('previousPage')}
        </a>
      )}
      <ul>
        {pages.map((page) => (
          <li key={page}>
            <a
              href={pageHref(pagination, page)}
              aria-current={page === pagination.page ? 'page' : undefined}
              aria-label={t('pageOf', { page, pages: pagination.pages })}
            >
              {page}
            </a>
          </li>
        ))}
      </ul>
      {pagination.page < pagination.pages && (
        <a href={pageHref(pagination, pagination.page + 1)} rel="next">
          {t('nextPage')}
        </a>
      )}
    </nav>
  );
}

export function BlogPage({ page }: { page: Extract<PageData, { kind: 'blog' }> }) {
  const t = useT('storefront');
  return (
    <>
      <header>
        <h1 data-sanity={page.edit?.heading}>{page.heading}</h1>
        {page.description && (
          <p className="lead" data-sanity={page.edit?.description}>
            {page.description}
          </p>
        )}
      </header>
      {page.categories.length > 0 && (
        <nav aria-label={t('categories')} className="chips">
          <ul>
            {page.categories.map((category) => (
              <li key={category.href}>
                <a href={category.href}>{category.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <PostCardList posts={page.posts} />
      <Pagination pagination={page.pagination} />
    </>
  );
}
