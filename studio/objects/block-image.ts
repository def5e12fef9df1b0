import { objectType } from '../schema-helpers/define';

export const blockImage = objectType(
  'blockImage',
  {
    source: { type: 'image', options: { hotspot: true }, validation: (rule) => rule.required() },
    alt: { type: 'string', validation: (rule) => rule.required() },
  },
  { preview: { select: { title: 'alt', media: 'source' } } },
);
