import type { FAQPage } from 'schema-dts';

/** The FAQ page's questions with their answers. */
export function faqJsonLd(entries: readonly { question: string; answer: string }[]): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
