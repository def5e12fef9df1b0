import type { PostCard } from '../../src/contract/page-data';
import { useT } from '../i18n/i18n-context';
import { ContentImage } from './ContentImage';
import { FormattedDate } from './FormattedDate';

export function PostCardList({
  posts,
  headingLevel = 2,
}: {
  posts: PostCard[];
  headingLevel?: 2 | 3;
}) {
  const t = useT('storefront');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (posts.length === 0) return <p>{t('noPosts')}</p>;
  return (
    <ul className="post-cards">
      {posts.map((post) => (
        <li key={post.id} className="post-card">
          <ContentImage image={post.image} edit={post.edit?.image} />
          <Heading>
            <a href={post.href} data-sanity={post.edit?.title}>
              {post.title}
            </a>
          </Heading>
          {post.publishedAt && (
            <p className="muted">
              <FormattedDate iso={post.publishedAt} />
            </p>
          )}
          {post.excerpt && <p data-sanity={post.edit?.excerpt}>{post.excerpt}</p>}
        </li>
      ))}
    </ul>
  );
}
