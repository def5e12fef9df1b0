import { objectType } from '../schema-helpers/define';
import { domainFreeLink } from '../validation/sanity-rules';

export const slideshowCard = objectType(
  'slideshowCard',
  {
    link: {
      type: 'string',
      description:
        'A shop path such as /offers: never the domain, so the slide works in every market.',
      validation: domainFreeLink,
    },
    media: { type: 'altImage', validation: (rule) => rule.required() },
  },
  { preview: { select: { title: 'link', media: 'media.image' } } },
);
