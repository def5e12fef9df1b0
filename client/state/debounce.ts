/** Input settles for this long before a search runs. */
const DEBOUNCE_MS = 500;

/** Calls `fn` once input has been quiet for `ms`; `cancel` drops a pending call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms = DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
