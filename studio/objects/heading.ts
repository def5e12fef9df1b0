import { objectType } from '../schema-helpers/define';
import { requiredLocalized } from '../validation/sanity-rules';

export const heading = objectType(
  'heading',
  {
    title: {
      type: 'internationalizedArrayString',
      validation: requiredLocalized,
    },
    subtitle: { type: 'internationalizedArrayString' },
    config: { type: 'cardSettings' },
  },
  { preview: { select: { title: 'title.0.value', subtitle: 'subtitle.0.value' } } },
);
