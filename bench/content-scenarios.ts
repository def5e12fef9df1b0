import { contentClientsFor } from '../src/adapters/content/content-clients';
import { createContentService, fetchWith } from '../src/adapters/content/content-service';
import { configFor } from '../src/config/config';

/**
 * Content reads through the production @sanity/client answered by the embedded content
 * lake over the seed dataset: the query work a page pays on a cache miss.
 */
export function contentScenarios() {
  const clients = contentClientsFor(configFor({ ENVIRONMENT: 'development' }));
  const english = createContentService(fetchWith(clients.production), 'en');
  const swedish = createContentService(fetchWith(clients.production), 'sv');
  return [
    { name: 'Post listing query, page 1 (en, embedded lake)', run: () => english.postListing(1) },
    { name: 'Post listing query, page 2 (sv, embedded lake)', run: () => swedish.postListing(2) },
    {
      name: 'Content page by URI query, a post (en, embedded lake)',
      run: () => english.contentPage('blog/what-are-nicotine-pouches'),
    },
  ];
}
