import { objectType } from '../schema-helpers/define';
import { requiredLink } from '../validation/sanity-rules';

export const blockButton = objectType(
  'blockButton',
  {
    title: { type: 'string', validation: (rule) => rule.required() },
    link: { type: 'string', validation: requiredLink },
  },
  { preview: { select: { title: 'title', subtitle: 'link' } } },
);
