import { objectType } from '../schema-helpers/define';

/** Where a card shows; an empty list means everywhere. */
export const cardSettings = objectType('cardSettings', {
  visibleOn: {
    type: 'array',
    of: [{ type: 'string' }],
    options: {
      list: [
        { title: 'Mobile', value: 'mobile' },
        { title: 'Desktop', value: 'desktop' },
      ],
      layout: 'grid',
    },
    description: 'Leave empty to show the card on every screen size.',
    validation: (rule) => rule.unique(),
  },
});
