import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { localizationPlugins } from './plugins';
import { schemaTypes, SINGLETON_IDS } from './schema-types';
import { structure } from './structure/structure';

const singletonTypes = new Set<string>(Object.keys(SINGLETON_IDS));

export default defineConfig({
  name: 'default',
  title: 'Pouch Atlas',
  basePath: '/studio',
  // Baked in at build time: SANITY_STUDIO_PROJECT_ID=… npm run build:studio
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'local',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [structureTool({ structure }), ...localizationPlugins],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the structure; they are never created from "New document".
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
});
