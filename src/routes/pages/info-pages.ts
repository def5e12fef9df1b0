import type { InitialState } from '../../contract/initial-state';
import { faqItem } from '../../render/content-cards';
import { faqJsonLd } from '../../render/json-ld/faq-json-ld';
import { pageState, pageTitle } from '../../render/page-state';
import type { PageContext } from './page-context';

export async function faqPage(context: PageContext): Promise<InitialState> {
  const { content, request, t } = context;
  const [faq, input] = await Promise.all([content.faq(), context.input]);
  const entries = faq.map((entry) => faqItem(entry, request.edit));
  return pageState(
    input,
    { kind: 'faq', entries },
    {
      title: pageTitle(input, t('faqTitle')),
      description: entries[0]?.question ?? t('faqDescription'),
      structuredData: entries.length > 0 ? [faqJsonLd(entries)] : [],
    },
  );
}

export async function newsletterPage(context: PageContext): Promise<InitialState> {
  const { t } = context;
  // The page's text is the site settings' own: the one page that waits for them alone.
  const input = await context.input;
  return pageState(
    input,
    {
      kind: 'newsletter',
      ...(input.layout.newsletterText ? { text: input.layout.newsletterText } : {}),
    },
    {
      title: pageTitle(input, t('newsletterTitle')),
      description: input.layout.newsletterText ?? t('newsletterIntro'),
    },
  );
}
