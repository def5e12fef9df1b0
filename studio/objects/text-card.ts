import { objectType } from '../schema-helpers/define';

export const textCard = objectType(
  'textCard',
  {
    title: { type: 'internationalizedArrayString' },
    content: { type: 'internationalizedArrayText', validation: (rule) => rule.required() },
    config: { type: 'cardSettings' },
  },
  { preview: { select: { title: 'title.0.value', subtitle: 'content.0.value' } } },
);
