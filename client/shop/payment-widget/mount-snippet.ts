/** Script types a browser runs; anything else (a JSON block) is data the widget reads. */
const RUNNABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The nonce of this page's own scripts (the CSP's), which a provider's snippet runs under. */
function pageNonce(doc: Document = document): string {
  return doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/**
 * Mounts a payment provider's snippet (Centra's `formHtml`) into the container, as Centra
 * documents it (insert the HTML, run its scripts in order, leave its JSON blocks as data),
 * within this page's policy: the markup is parsed inertly, and each script is added anew, its
 * inline code under the page's nonce; every script it or its code loads must come from a host
 * the policy lists (the checkout's CSP has no `strict-dynamic`).
 * Handlers in attributes and `javascript:` links stay dead: the policy allows none. Returns
 * the unmount.
 */
export function mountSnippet(
  container: HTMLElement,
  html: string,
  nonce: string = pageNonce(container.ownerDocument),
): () => void {
  const doc = container.ownerDocument;
  // `<body>` first: a snippet that begins with a script would otherwise be parsed into <head>.
  const parsed = new DOMParser().parseFromString(`<body>${html}`, 'text/html');
  const sources = [...parsed.body.querySelectorAll('script')];
  for (const source of sources) source.remove();
  container.replaceChildren(
    ...[...parsed.body.childNodes].map((node) => doc.importNode(node, true)),
  );
  for (const source of sources) {
    const script = doc.createElement('script');
    for (const { name, value } of source.attributes) {
      if (name !== 'nonce') script.setAttribute(name, value);
    }
    // Inline code runs by the page's nonce; a loaded script by its host alone (a nonce would
    // let it come from anywhere).
    if (RUNNABLE.has(source.type.trim().toLowerCase()) && !source.src) script.nonce = nonce;
    // Loaded scripts run in the snippet's order, as a parser would run them.
    if (script.src) script.async = false;
    script.textContent = source.textContent;
    container.appendChild(script);
  }
  return () => container.replaceChildren();
}
