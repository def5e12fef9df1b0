import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { studioDeployment } from './deployment';
import { localizationPlugins } from './plugins';
import { shopPresentation } from './presentation/presentation';
import { schemaTypes, SINGLETON_IDS } from './schema-types';
import { structure } from './structure/structure';

const singletonTypes = new Set<string>(Object.keys(SINGLETON_IDS));

// The deployment comes from the page the worker serves (decision 0038): the embedded lake
// (project `local`, whose API answers on `local.` + the host the Studio is served from, so one
// build works wherever the shop runs), the stand-ins' Sanity API, or a Sanity project. Against
// the lake and the stand-ins, editors sign in with the lake's token.
const deployment = studioDeployment();
const { projectId, apiHost } = deployment;
// The Sanity features that live in its cloud (tasks, comments, releases, scheduling) are
// off where the token signs in: the lake does not offer them, and each would hold a listener open.
const lakeOptions = deployment.tokenSignIn
  ? {
      ...(apiHost ? { apiHost, auth: { apiHost, loginMethod: 'token' as const } } : {}),
      tasks: { enabled: false },
      releases: { enabled: false },
      scheduledPublishing: { enabled: false },
      scheduledDrafts: { enabled: false },
    }
  : apiHost
    ? { apiHost }
    : {};

export default defineConfig({
  name: 'default',
  title: 'Pouch Atlas',
  // The Studio's address comes from sanity.cli.ts (project.basePath, /studio): a workspace
  // basePath as well would put the structure at /studio/studio.
  projectId,
  dataset: deployment.dataset,
  ...lakeOptions,
  plugins: [structureTool({ structure }), shopPresentation(deployment), ...localizationPlugins],
  ...(deployment.tokenSignIn ? { document: { comments: { enabled: false } } } : {}),
  schema: {
    types: schemaTypes,
    // Singletons are opened from the structure; they are never created from "New document".
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
});
