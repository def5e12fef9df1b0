import type { EditedContent } from '../../src/domain/content/studio-frame';
import { editedFieldOf, publishedIdOf, valueAt } from './edited-field';

/** What a field held as the Studio told it: now, and before (what a page may still show). */
interface FieldText {
  latest: string;
  earlier: Set<string>;
}

/** A text node that holds all of an element's text, which can change without new nodes. */
function soleText(element: Element): Text | undefined {
  const [only, ...rest] = element.childNodes;
  return only?.nodeType === Node.TEXT_NODE && rest.length === 0 ? (only as Text) : undefined;
}

/**
 * The page's texts as the editor types them: the Studio sends the document open in its form
 * at each keystroke, before it saves it, and every element whose `data-sanity` field is a
 * string of that document shows the new string at once. The server's page follows when the
 * change is saved (`pageRefresher`), and stays the judge of everything else.
 *
 * An element changes only while it shows an earlier value of its field, as the Studio told
 * it: an element that shows its field reworded, or a page the server rendered since, is left
 * as it is. A server's page that is older than the last keystroke (the change it shows was
 * saved before the last one) is brought forward again, so the text never steps back.
 */
export function typedTexts(root: ParentNode) {
  const fields = new Map<string, FieldText>();
  const keyOf = (id: string, path: string) => `${id}\n${path}`;

  function* editedElements() {
    for (const element of root.querySelectorAll('[data-sanity]')) {
      const field = editedFieldOf(element.getAttribute('data-sanity') ?? '');
      if (field) yield { element, field };
    }
  }

  function show(serverRendered: boolean) {
    for (const { element, field } of editedElements()) {
      const known = fields.get(keyOf(field.id, field.path));
      if (!known) continue;
      const text = soleText(element);
      if (text?.data === known.latest) {
        // The server's page has caught up with the editor: what it shows from now on is newer.
        if (serverRendered) known.earlier.clear();
      } else if (text && known.earlier.has(text.data)) text.data = known.latest;
    }
  }

  return {
    /** The document open in the Studio's form, as the editor has it now. */
    receive(document: EditedContent) {
      const id = publishedIdOf(document._id);
      for (const { field } of editedElements()) {
        if (field.id !== id) continue;
        const value = valueAt(document, field.path);
        if (typeof value !== 'string') continue;
        const key = keyOf(id, field.path);
        const known = fields.get(key);
        if (!known) fields.set(key, { latest: value, earlier: new Set() });
        else if (known.latest !== value) {
          known.earlier.add(known.latest);
          known.earlier.delete(value);
          known.latest = value;
        }
      }
      show(false);
    },
    /** After the server's page was laid over the shown one. */
    rendered: () => show(true),
  };
}
