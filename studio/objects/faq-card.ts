import { objectType } from '../schema-helpers/define';

export const faqCard = objectType(
  'faqCard',
  {
    visible: { type: 'boolean', initialValue: true },
    config: { type: 'cardSettings' },
  },
  { title: 'FAQ card', preview: { prepare: () => ({ title: 'Frequently asked questions' }) } },
);
