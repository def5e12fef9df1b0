import type { FaqItem } from '../../src/contract/page-data';

/** Questions that open to their answers (details/summary: works without JavaScript). */
export function FaqList({ entries }: { entries: FaqItem[] }) {
  return (
    <div className="faq-list">
      {entries.map((entry) => (
        <details key={entry.id}>
          <summary data-sanity={entry.edit?.question}>{entry.question}</summary>
          {entry.answer.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} data-sanity={entry.edit?.answer}>
              {paragraph}
            </p>
          ))}
        </details>
      ))}
    </div>
  );
}
