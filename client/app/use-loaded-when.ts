import { useEffect, useRef, useState } from 'react';

/**
 * Code loaded the first time it is wanted, and kept from then on. Unlike `lazy`, a download
 * that fails never takes the part of the page around it down: it is handed to `failed`, and
 * tried again the next time it is wanted.
 */
export function useLoadedWhen<T>(
  wanted: boolean,
  load: () => Promise<T>,
  failed: (error: unknown) => void,
): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  const loading = useRef(false);
  useEffect(() => {
    if (!wanted || loaded || loading.current) return;
    loading.current = true;
    load().then(
      (value) => setLoaded(() => value),
      (error: unknown) => {
        loading.current = false;
        failed(error);
      },
    );
  }, [wanted, loaded, load, failed]);
  return loaded;
}
