import { objectType } from '../schema-helpers/define';
import { requiredLink } from '../validation/sanity-rules';

export const link = objectType(
  'link',
  {
    title: { type: 'internationalizedArrayString' },
    link: {
      type: 'string',
      description: 'A shop path such as /products, or an http(s), mailto: or tel: link.',
      validation: requiredLink,
    },
  },
  { preview: { select: { title: 'title.0.value', subtitle: 'link' } } },
);
