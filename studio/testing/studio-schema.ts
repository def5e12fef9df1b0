import type { SanityClient } from '@sanity/client';
import { createSchema, validateDocument, type SanityDocument } from 'sanity';
import type { ContentDocument } from '../seed/build/seed-document';
import { localizationPlugins } from '../plugins';
import { schemaTypes } from '../schema-types';

interface PluginLike {
  schema?: { types?: unknown };
  plugins?: PluginLike[];
}

/** The types the localization plugins register, as the studio would see them. */
function pluginTypes(plugins: readonly PluginLike[]): unknown[] {
  return plugins.flatMap((plugin) => [
    ...(Array.isArray(plugin.schema?.types) ? plugin.schema.types : []),
    ...pluginTypes(plugin.plugins ?? []),
  ]);
}

/** The studio's compiled schema: its own types plus the plugins'. */
export const studioSchema = createSchema({
  name: 'default',
  types: [...schemaTypes, ...pluginTypes(localizationPlugins as PluginLike[])] as never[],
});

export interface Marker {
  level: string;
  message: string;
  path: (string | number | Record<string, unknown>)[];
}

/** Sanity's own validation of one whole document, as the studio runs it. */
export async function validate(document: ContentDocument, client: SanityClient): Promise<Marker[]> {
  const markers = await validateDocument({
    document: document as unknown as SanityDocument,
    // Each rule gets the client for the API version it asks for, as in the Studio.
    workspace: {
      schema: studioSchema,
      getClient: ({ apiVersion }: { apiVersion: string }) => client.withConfig({ apiVersion }),
    } as never,
    environment: 'studio',
    getDocumentExists: async () => true,
  });
  return markers.map((marker) => ({
    level: marker.level,
    message: marker.message,
    path: marker.path as Marker['path'],
  }));
}

export const errorsOf = (markers: Marker[]) => markers.filter((marker) => marker.level === 'error');

export { clientOver, type AskedQuery } from './groq-client';
