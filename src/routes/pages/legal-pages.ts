import type { ContentDocument } from '../../adapters/content/content-service';
import type { InitialState } from '../../contract/initial-state';
import { pageState, pageTitle } from '../../render/page-state';
import { richBlocks } from '../../render/content-cards';
import { editsOf } from '../../render/edit-attributes';
import { translationVersions } from '../../render/translation-versions';
import type { PageContext } from './page-context';

/** A legal page at its URI in the market's language, with its translations as alternates. */
export async function legalPage(
  context: PageContext,
  _uri: string,
  page: ContentDocument<'legalPage'>,
): Promise<InitialState | undefined> {
  const { request, imageUrl } = context;
  const input = await context.input;
  const document = { _id: page._id, _type: 'legalPage' };
  return pageState(
    input,
    {
      kind: 'legal',
      title: page.title,
      updatedAt: page.updatedAt,
      blocks: richBlocks(request, imageUrl, page.content, new Map(), document),
      ...editsOf(request.edit, document, { title: 'title' }),
    },
    {
      title: pageTitle(input, page.title),
      description: page.metaDescription ?? page.title,
      versions: translationVersions(request.market.language, page),
    },
  );
}
