import { ConfigError } from '../../config/config';

const loaded = new Set<string>();

/**
 * The embedded modules this isolate has loaded so far (a live deployment: none).
 * @internal For the tests of a lean start.
 */
export const embeddedModulesLoaded = (): readonly string[] => [...loaded];

/**
 * A module loaded the first time it is needed, not when the isolate starts: a deployment on
 * live services never evaluates the embedded ones, and an embedded one pays for each on the
 * first request that uses it. A failed load is tried again by the next caller.
 */
export function onFirstUse<T>(name: string, load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().then(
      (module) => {
        loaded.add(name);
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
}

/** What a build without the embedded services answers where one would be loaded. */
export function notInThisBuild(name: string): Promise<never> {
  return Promise.reject(
    new ConfigError(`✖ the embedded ${name} is not in this build (see EMBEDDED_SERVICES_IN_BUILD)`),
  );
}
