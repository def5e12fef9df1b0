import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, OBJECT_TYPES } from './schema-types';
import { studioSchema } from './testing/studio-schema';

const SPEC_TYPES = [
  'blogAuthor',
  'blogCategory',
  'blogTag',
  'blogPost',
  'blockButton',
  'blockCallout',
  'blockImage',
  'blockAlgoliaProducts',
  'altImage',
  'link',
  'navigationGroup',
  'cardSettings',
  'productListing',
  'heading',
  'slideshowCard',
  'slideshow',
  'topBrand',
  'deprecatedTopBrands',
  'featuredBlogPosts',
  'faqCard',
  'featuredBrandsCard',
  'textCard',
  'centraDocument',
  'centraLanding',
];

describe('the studio schema', () => {
  it('compiles without problems', () => {
    const problems = (studioSchema._validation ?? []).flatMap((group) =>
      group.problems
        .filter((problem) => problem.severity === 'error')
        .map(
          (problem) => `${group.path.map((segment) => segment.name).join('.')}: ${problem.message}`,
        ),
    );
    expect(problems).toEqual([]);
  });

  it('has every type of the specification', () => {
    const names = [...DOCUMENT_TYPES, ...OBJECT_TYPES].map((type) => type.name);
    for (const name of SPEC_TYPES) expect(names).toContain(name);
    for (const name of SPEC_TYPES) expect(studioSchema.get(name)).toBeDefined();
  });

  it('derives titles from the names', () => {
    expect(studioSchema.get('blogPost')?.title).toBe('Blog post');
    expect(studioSchema.get('deprecatedTopBrands')?.title).toBe('Deprecated top brands');
    const post = studioSchema.get('blogPost') as {
      fields: { name: string; type: { title?: string }; title?: string }[];
    };
    expect(post.fields.find((field) => field.name === 'metaTitle')?.type.title).toBe('Meta title');
  });

  it('keeps blog posts one per language with a hidden, read-only language field', () => {
    const post = studioSchema.get('blogPost') as {
      fields: { name: string; type: { hidden?: unknown; readOnly?: unknown } }[];
    };
    const language = post.fields.find((field) => field.name === 'language');
    expect(language?.type).toMatchObject({ hidden: true, readOnly: true });
  });
});
