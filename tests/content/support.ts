import { env } from 'cloudflare:workers';
import { contentClientsFor } from '../../src/adapters/content/content-clients';
import {
  createContentService,
  fetchWith,
  type ContentDocument,
  type ContentPage,
} from '../../src/adapters/content/content-service';
import { configFor } from '../../src/config/config';

/** The clients the worker itself uses, built from the test worker's env (embedded mode). */
export const clients = () => contentClientsFor(configFor(env), env.DB);

export const contentIn = (lang: string, preview = false) => {
  const { production, preview: previewClient } = clients();
  const client = preview ? previewClient : production;
  if (!client) throw new Error('no preview client');
  return createContentService(fetchWith(client), lang);
};

/** The document at a content URI in a language, when it is of `type`; null otherwise. */
export async function documentAt<Type extends ContentPage['type']>(
  lang: string,
  uri: string,
  type: Type,
): Promise<ContentDocument<Type> | null> {
  const found = await contentIn(lang).contentPage(uri);
  if (found?.type !== type) return null;
  const document: unknown = found.document;
  return document as ContentDocument<Type>;
}
