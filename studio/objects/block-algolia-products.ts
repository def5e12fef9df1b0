import { objectType } from '../schema-helpers/define';

const SEARCH_FIELDS = ['title', 'brand', 'strength', 'flavour', 'category'] as const;

const hiddenUnlessSingular = ({ parent }: { parent?: { type?: string } }) =>
  parent?.type !== undefined && parent.type !== 'singular';

/** A product search embedded in content: one list, or a slideshow of products. */
export const blockAlgoliaProducts = objectType(
  'blockAlgoliaProducts',
  {
    query: { type: 'string', validation: (rule) => rule.required() },
    searchFields: {
      type: 'array',
      of: [{ type: 'string' }],
      options: { list: SEARCH_FIELDS.map((value) => ({ title: value, value })), layout: 'grid' },
      validation: (rule) => rule.required().min(1).unique(),
    },
    type: {
      type: 'string',
      options: {
        list: [
          { title: 'Singular', value: 'singular' },
          { title: 'Slideshow', value: 'slideshow' },
        ],
        layout: 'radio',
      },
      initialValue: 'singular',
      validation: (rule) => rule.required(),
    },
    title: { type: 'string', hidden: hiddenUnlessSingular },
    description: { type: 'text', rows: 2, hidden: hiddenUnlessSingular },
  },
  {
    preview: {
      select: { query: 'query', type: 'type' },
      prepare: ({ query, type }) => ({ title: `Products: “${query ?? ''}”`, subtitle: type }),
    },
  },
);
