import type { BlogPosting } from 'schema-dts';

export interface PostFacts {
  url: string;
  headline: string;
  description?: string;
  language: string;
  imageUrl?: string;
  publishedAt?: string;
  modifiedAt?: string;
  author?: { name: string; url: string };
  publisher: { name: string; logoUrl: string };
  keywords: readonly string[];
}

/** A blog post: headline, picture, dates, author and publisher, as article results show them. */
export function blogPostingJsonLd(post: PostFacts): BlogPosting {
  return {
    '@type': 'BlogPosting',
    '@id': `${post.url}#article`,
    mainEntityOfPage: post.url,
    url: post.url,
    headline: post.headline,
    inLanguage: post.language,
    ...(post.description ? { description: post.description } : {}),
    ...(post.imageUrl ? { image: post.imageUrl } : {}),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    ...((post.modifiedAt ?? post.publishedAt)
      ? { dateModified: post.modifiedAt ?? post.publishedAt }
      : {}),
    ...(post.author
      ? { author: { '@type': 'Person', name: post.author.name, url: post.author.url } }
      : {}),
    publisher: {
      '@type': 'Organization',
      name: post.publisher.name,
      logo: { '@type': 'ImageObject', url: post.publisher.logoUrl },
    },
    ...(post.keywords.length > 0 ? { keywords: post.keywords.join(', ') } : {}),
  };
}
