import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { localizationPlugins } from './plugins';
import { schemaTypes, SINGLETON_IDS } from './schema-types';
import { structure } from './structure/structure';

const singletonTypes = new Set<string>(Object.keys(SINGLETON_IDS));

// Baked in at build time: SANITY_STUDIO_PROJECT_ID=… npm run build:studio. Without one the
// Studio edits the shop's own content lake: project `local`, whose API answers on `local.` +
// the host the Studio is served from (local.localhost:8787 in development), so one build
// works wherever the shop runs. Its editor signs in with the lake's token.
const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local';
const embeddedLake = projectId === 'local';
const shopOrigin = typeof window === 'undefined' ? 'http://localhost:8787' : window.location.origin;
// The Sanity features that live in its cloud (tasks, comments, releases, scheduling) are
// off against the local lake: it does not offer them, and each would hold a listener open.
const lakeOptions = embeddedLake
  ? {
      apiHost: shopOrigin,
      auth: { apiHost: shopOrigin, loginMethod: 'token' as const },
      tasks: { enabled: false },
      releases: { enabled: false },
      scheduledPublishing: { enabled: false },
      scheduledDrafts: { enabled: false },
    }
  : {};

export default defineConfig({
  name: 'default',
  title: 'Pouch Atlas',
  // The Studio's address comes from sanity.cli.ts (project.basePath, /studio): a workspace
  // basePath as well would put the structure at /studio/studio.
  projectId,
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  ...lakeOptions,
  plugins: [structureTool({ structure }), ...localizationPlugins],
  ...(embeddedLake ? { document: { comments: { enabled: false } } } : {}),
  schema: {
    types: schemaTypes,
    // Singletons are opened from the structure; they are never created from "New document".
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
});
