import { describe, expect, it } from 'vitest';
import { imageUrlsFor } from './image-url';

const image = {
  asset: { _id: 'image-0123456789abcdef0123456789abcdef01234567-1600x900-svg', url: '/x' },
  hotspot: { x: 0.5, y: 0.5, width: 1, height: 1 },
};

describe('imageUrlsFor', () => {
  it('points at the worker’s media path in embedded mode', () => {
    const url = imageUrlsFor({ projectId: 'local', dataset: 'production', imageBaseUrl: '/media' });
    expect(url(image, { width: 600 })).toBe(
      '/media/images/local/production/0123456789abcdef0123456789abcdef01234567-1600x900.svg?w=600&auto=format',
    );
  });

  it('points at Sanity’s image CDN for a project, cropping to a size', () => {
    const url = imageUrlsFor({
      projectId: 'abc123',
      dataset: 'production',
      imageBaseUrl: undefined,
    });
    expect(url(image, { width: 400, height: 400 })).toBe(
      'https://cdn.sanity.io/images/abc123/production/0123456789abcdef0123456789abcdef01234567-1600x900.svg?rect=350,0,900,900&w=400&h=400&fit=crop&auto=format',
    );
  });

  it('has no URL for a missing image', () => {
    const url = imageUrlsFor({ projectId: 'local', dataset: 'production', imageBaseUrl: '/media' });
    expect(url(undefined, { width: 100 })).toBeUndefined();
  });
});
