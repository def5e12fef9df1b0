import { objectType } from '../schema-helpers/define';

export const altImage = objectType(
  'altImage',
  {
    image: { type: 'image', options: { hotspot: true }, validation: (rule) => rule.required() },
    mobileImage: {
      type: 'image',
      options: { hotspot: true },
      description: 'Optional; the image above is used on small screens when this is empty.',
    },
    imageAlt: {
      type: 'string',
      description: 'What the image shows, for people who cannot see it.',
    },
  },
  { preview: { select: { title: 'imageAlt', media: 'image' } } },
);
