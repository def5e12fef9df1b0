import { describe, expect, it } from 'vitest';
import { TEST_DOCUMENTS } from '../../../../tests/fixtures/local/content-lake-documents';
import { resolveSeedAssets } from './resolve-assets';

const location = { projectId: 'local', dataset: 'production', mediaBaseUrl: '/media' };

describe('resolveSeedAssets', () => {
  it('turns _sanityAsset pointers into asset references and asset documents', () => {
    const documents = resolveSeedAssets(TEST_DOCUMENTS, location);
    const post = documents.find((doc) => doc._id === 'post-a') as unknown as {
      image: Record<string, unknown>;
    };
    const ref = 'image-0123456789abcdef0123456789abcdef01234567-1600x900-svg';
    expect(post.image).toEqual({ _type: 'image', asset: { _type: 'reference', _ref: ref } });
    expect(documents.find((doc) => doc._id === ref)).toMatchObject({
      _type: 'sanity.imageAsset',
      url: '/media/images/local/production/0123456789abcdef0123456789abcdef01234567-1600x900.svg',
      mimeType: 'image/svg+xml',
      metadata: { dimensions: { width: 1600, height: 900, aspectRatio: 1600 / 900 } },
    });
  });

  it('does not change the input documents', () => {
    const before = JSON.stringify(TEST_DOCUMENTS);
    resolveSeedAssets(TEST_DOCUMENTS, location);
    expect(JSON.stringify(TEST_DOCUMENTS)).toBe(before);
  });

  it('refuses pointers it cannot serve', () => {
    expect(() =>
      resolveSeedAssets(
        [{ _id: 'x', _type: 'x', image: { _sanityAsset: 'image@https://example.com/a.png' } }],
        location,
      ),
    ).toThrow('Unsupported seed asset');
  });
});
