const noop = () => undefined;

/**
 * A call without a token opens a new session. Two such calls at once (the page's start-up
 * read and a sign-up or add to cart made before it answered) would open two sessions, and
 * the shopper would keep whichever came back last: the sign-in or the cart could be lost.
 * So while one call opens the session, the others wait for it and go with its token; if it
 * failed without bringing one, the next call opens it.
 */
export function sessionOpening(storedToken: () => string | null) {
  let opening: Promise<void> | null = null;
  return async function inSession<T>(call: () => Promise<T>): Promise<T> {
    while (!storedToken() && opening) await opening;
    if (storedToken()) return call();
    const answer = call();
    const settled = answer.then(noop, noop);
    opening = settled;
    void settled.then(() => {
      if (opening === settled) opening = null;
    });
    return answer;
  };
}
