import { documentType } from '../schema-helpers/define';
import { requiredLocalized } from '../validation/sanity-rules';

const FAQ_TOPICS = [
  { title: 'Ordering', value: 'ordering' },
  { title: 'Delivery', value: 'delivery' },
  { title: 'Products', value: 'products' },
  { title: 'Account', value: 'account' },
  { title: 'Responsible use', value: 'responsible-use' },
] as const;

/** One question and answer of the FAQ page and the FAQ card. */
export const faqEntry = documentType(
  'faqEntry',
  {
    question: { type: 'internationalizedArrayString', validation: requiredLocalized },
    answer: { type: 'internationalizedArrayText', validation: requiredLocalized },
    topic: {
      type: 'string',
      options: { list: [...FAQ_TOPICS] },
      validation: (rule) => rule.required(),
    },
    order: {
      type: 'number',
      description: 'Lower numbers come first within the topic.',
      validation: (rule) => rule.integer().min(0),
    },
    showOnCard: { type: 'boolean', title: 'Show on the FAQ card', initialValue: false },
  },
  {
    title: 'FAQ entry',
    orderings: [
      {
        title: 'Topic, then order',
        name: 'topicOrder',
        by: [
          { field: 'topic', direction: 'asc' },
          { field: 'order', direction: 'asc' },
        ],
      },
    ],
    preview: { select: { title: 'question.0.value', subtitle: 'topic' } },
  },
);
