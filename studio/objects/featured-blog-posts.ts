import { objectType } from '../schema-helpers/define';

export const featuredBlogPosts = objectType(
  'featuredBlogPosts',
  {
    visible: { type: 'boolean', initialValue: true },
    config: { type: 'cardSettings' },
  },
  { preview: { prepare: () => ({ title: 'Featured blog posts' }) } },
);
