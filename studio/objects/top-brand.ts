import { objectType } from '../schema-helpers/define';
import { requiredLink } from '../validation/sanity-rules';

export const topBrand = objectType(
  'topBrand',
  {
    image: { type: 'altImage', validation: (rule) => rule.required() },
    link: { type: 'string', validation: requiredLink },
  },
  { preview: { select: { title: 'link', media: 'image.image' } } },
);
