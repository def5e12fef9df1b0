import type { InitialState } from '../../contract/initial-state';
import { faqItem } from '../../render/content-cards';
import { pageState } from '../../render/page-state';
import type { PageContext } from './page-context';

export async function faqPage({ content, input }: PageContext): Promise<InitialState> {
  const entries = (await content.faq()).map(faqItem);
  return pageState(
    input,
    { kind: 'faq', entries },
    {
      title: `Frequently asked questions | ${input.config.shopName}`,
      description:
        entries[0]?.question ?? 'Answers about ordering, delivery, products and your account.',
    },
  );
}

export async function newsletterPage({ input }: PageContext): Promise<InitialState> {
  return pageState(
    input,
    {
      kind: 'newsletter',
      ...(input.layout.newsletterText ? { text: input.layout.newsletterText } : {}),
    },
    {
      title: `Newsletter | ${input.config.shopName}`,
      description:
        input.layout.newsletterText ?? 'News, offers and new arrivals, a few times a month.',
    },
  );
}
