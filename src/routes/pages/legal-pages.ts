import type { InitialState } from '../../contract/initial-state';
import { pageState, pageTitle } from '../../render/page-state';
import { richBlocks } from '../../render/content-cards';
import { editsOf } from '../../render/edit-attributes';
import { translationVersions } from '../../render/translation-versions';
import type { PageContext } from './page-context';

/** A legal page at its URI in the market's language, with its translations as alternates. */
export async function legalPage(
  context: PageContext,
  uri: string,
): Promise<InitialState | undefined> {
  const { content, input, request, imageUrl } = context;
  const page = await content.legalPage(uri);
  if (!page) return undefined;
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
