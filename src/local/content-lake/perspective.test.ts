import { describe, expect, it } from 'vitest';
import { applyPerspective, perspectiveFrom } from './perspective';
import { TEST_DOCUMENTS } from '../../../tests/fixtures/local/content-lake-documents';

const ids = (docs: { _id: string }[]) => docs.map((doc) => doc._id).sort();

describe('perspectiveFrom', () => {
  it('defaults by API version as the Content Lake does', () => {
    expect(perspectiveFrom(undefined, '2024-12-18')).toBe('raw');
    expect(perspectiveFrom(undefined, '2025-02-11')).toBe('raw');
    expect(perspectiveFrom(undefined, '2025-02-19')).toBe('published');
    expect(perspectiveFrom(undefined, 'X')).toBe('published');
  });

  it('reads the first element of a stack and the old previewDrafts name', () => {
    expect(perspectiveFrom('drafts,published', '1')).toBe('drafts');
    expect(perspectiveFrom('previewDrafts', '1')).toBe('drafts');
    expect(perspectiveFrom('published', '1')).toBe('published');
  });
});

describe('applyPerspective', () => {
  it('published never shows drafts, even with a token', () => {
    expect(ids(applyPerspective(TEST_DOCUMENTS, 'published', true))).not.toContain('drafts.post-b');
  });

  it('raw shows drafts only to an authenticated reader', () => {
    expect(ids(applyPerspective(TEST_DOCUMENTS, 'raw', false))).not.toContain('drafts.post-d');
    expect(ids(applyPerspective(TEST_DOCUMENTS, 'raw', true))).toContain('drafts.post-d');
  });

  it('drafts lays each draft over its published document', () => {
    const view = applyPerspective(TEST_DOCUMENTS, 'drafts', true);
    const edited = view.filter((doc) => doc._id === 'post-b');
    expect(edited).toHaveLength(1);
    expect(edited[0]).toMatchObject({ title: 'Newest (edited)', _originalId: 'drafts.post-b' });
    expect(view.find((doc) => doc._id === 'post-d')).toMatchObject({
      _originalId: 'drafts.post-d',
    });
    expect(view.find((doc) => doc._id === 'post-a')).toMatchObject({ _originalId: 'post-a' });
  });

  it('drafts without a token is the published view', () => {
    expect(ids(applyPerspective(TEST_DOCUMENTS, 'drafts', false))).toEqual(
      ids(applyPerspective(TEST_DOCUMENTS, 'published', false)),
    );
  });
});
