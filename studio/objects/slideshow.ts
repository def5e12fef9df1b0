import { objectType } from '../schema-helpers/define';

export const slideshow = objectType(
  'slideshow',
  {
    internalName: {
      type: 'string',
      description: 'Only editors see this name.',
      validation: (rule) => rule.required(),
    },
    media: {
      type: 'array',
      title: 'Slides',
      of: [{ type: 'slideshowCard' }],
      validation: (rule) => rule.required().min(1),
    },
    config: { type: 'cardSettings' },
  },
  { preview: { select: { title: 'internalName', media: 'media.0.media.image' } } },
);
