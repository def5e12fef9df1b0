import { objectType } from '../schema-helpers/define';

export const navigationGroup = objectType(
  'navigationGroup',
  {
    title: { type: 'internationalizedArrayString', validation: (rule) => rule.required() },
    links: { type: 'array', of: [{ type: 'link' }] },
  },
  { preview: { select: { title: 'title.0.value' } } },
);
