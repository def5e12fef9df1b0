import type { ContentDocument } from './content-document';
import { applyPerspective, type Perspective } from './perspective';

/** The documents of one dataset, with the views each perspective sees prepared once. */
export class ContentDataset {
  private readonly views = new Map<
    string,
    { documents: ContentDocument[]; byId: Map<string, ContentDocument> }
  >();
  private rawById: Map<string, ContentDocument> | undefined;

  constructor(readonly documents: readonly ContentDocument[]) {}

  /** A document by its exact id (a draft by `drafts.…`), as stored. */
  get(id: string): ContentDocument | undefined {
    this.rawById ??= new Map(this.documents.map((doc) => [doc._id, doc]));
    return this.rawById.get(id);
  }

  view(perspective: Perspective, authenticated: boolean) {
    const key = `${perspective}:${authenticated}`;
    let view = this.views.get(key);
    if (!view) {
      const documents = applyPerspective(this.documents, perspective, authenticated);
      view = { documents, byId: new Map(documents.map((doc) => [doc._id, doc])) };
      this.views.set(key, view);
    }
    return view;
  }
}
