/** Browser storage, or a throwaway one where storage is disabled (what it keeps lasts a page). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage {
  try {
    const store = window[kind];
    store.getItem('probe');
    return store;
  } catch {
    return memoryStorage();
  }
}

/**
 * A Storage held in memory: what it keeps lasts as long as the object.
 * @internal Exported for the tests too, as the storage of a browser they stand in for.
 */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}
