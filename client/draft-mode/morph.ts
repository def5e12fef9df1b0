/**
 * Brings `current` to what `next` (a page the server rendered again) shows, touching only
 * what differs: the text a keystroke changed is one text node, and the rest of the page (its
 * scroll, its focus, the islands running in it) stays as it is.
 *
 * An island whose name and props are unchanged is left alone, whatever its DOM holds now (its
 * component owns that). One whose props changed is swapped for the server's HTML, as it is
 * before it hydrates.
 */
export function morphChildren(current: Element, next: Element): void {
  const document = current.ownerDocument;
  const nextChildren = [...next.childNodes];
  let index = 0;
  for (const wanted of nextChildren) {
    const present = current.childNodes[index];
    if (!present) current.appendChild(document.importNode(wanted, true));
    else if (sameKind(present, wanted)) morphNode(present, wanted);
    else current.replaceChild(document.importNode(wanted, true), present);
    index += 1;
  }
  while (current.childNodes.length > nextChildren.length) current.lastChild?.remove();
}

const sameKind = (a: Node, b: Node) =>
  a.nodeType === b.nodeType &&
  (a.nodeType !== Node.ELEMENT_NODE || (a as Element).tagName === (b as Element).tagName);

function morphNode(present: Node, wanted: Node): void {
  if (present.nodeType !== Node.ELEMENT_NODE) {
    if (present.nodeValue !== wanted.nodeValue) present.nodeValue = wanted.nodeValue;
    return;
  }
  const element = present as Element;
  const target = wanted as Element;
  if (element.hasAttribute('data-island')) {
    const unchanged =
      element.getAttribute('data-island') === target.getAttribute('data-island') &&
      element.getAttribute('data-props') === target.getAttribute('data-props');
    if (!unchanged) element.replaceWith(element.ownerDocument.importNode(target, true));
    return;
  }
  syncAttributes(element, target);
  morphChildren(element, target);
}

function syncAttributes(element: Element, target: Element): void {
  for (const { name } of [...element.attributes])
    if (!target.hasAttribute(name)) element.removeAttribute(name);
  for (const { name, value } of [...target.attributes])
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
