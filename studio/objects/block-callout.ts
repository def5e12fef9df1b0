import { objectType } from '../schema-helpers/define';

export const blockCallout = objectType(
  'blockCallout',
  { content: { type: 'text', rows: 3, validation: (rule) => rule.required() } },
  {
    preview: {
      select: { title: 'content' },
      prepare: ({ title }) => ({ title, subtitle: 'Callout' }),
    },
  },
);
