import type { PageData } from '../../src/contract/page-data';
import { FaqList } from '../components/FaqList';
import { useT, type Word } from '../i18n/i18n-context';

const TOPIC_KEYS: Record<string, Word<'storefront'>> = {
  ordering: 'faqTopicOrdering',
  delivery: 'faqTopicDelivery',
  products: 'faqTopicProducts',
  account: 'faqTopicAccount',
  'responsible-use': 'faqTopicResponsibleUse',
};

export function FaqPage({ page }: { page: Extract<PageData, { kind: 'faq' }> }) {
  const t = useT('storefront');
  const topics = [...new Set(page.entries.map((entry) => entry.topic))];
  return (
    <>
      <h1>{t('faqTitle')}</h1>
      {topics.map((topic) => (
        <section key={topic} aria-labelledby={`faq-${topic}`}>
          <h2 id={`faq-${topic}`}>{TOPIC_KEYS[topic] ? t(TOPIC_KEYS[topic]) : topic}</h2>
          <FaqList entries={page.entries.filter((entry) => entry.topic === topic)} />
        </section>
      ))}
    </>
  );
}
