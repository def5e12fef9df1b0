import { presentationTool } from 'sanity/presentation';
import type { StudioDeployment } from '../../src/domain/markets/studio-deployment';
import { shopLocations } from './locations';
import { marketSwitchHeader } from './MarketSwitch';
import { mainDocumentFilter } from './shop-urls';

/** The shop's route that checks the Studio's preview secret and turns draft mode on. */
const DRAFT_MODE_ENABLE = '/api/preview/enable';

/**
 * The Presentation tool: the shop in a frame beside the form, opened in draft mode through
 * Sanity's preview-URL secret protocol, with a market switch in its address bar; each page
 * opens the document it is built around, and each document lists the pages it shows on.
 */
export function shopPresentation(deployment: StudioDeployment) {
  const { markets } = deployment;
  const english = markets.find((market) => market.language === 'en') ?? markets[0];
  const origins = [...new Set(markets.map((market) => new URL(market.base).origin))];
  return presentationTool({
    name: 'presentation',
    title: 'Presentation',
    previewUrl: {
      initial: english ? `${english.base}/` : '/',
      previewMode: { enable: DRAFT_MODE_ENABLE },
    },
    allowOrigins: origins,
    resolve: {
      mainDocuments: [
        {
          route: '/:path*',
          resolve: ({ origin, path }) => mainDocumentFilter(markets, new URL(path, origin)),
        },
      ],
      locations: shopLocations(markets),
    },
    components: { unstable_header: { component: marketSwitchHeader(markets) } },
  });
}
