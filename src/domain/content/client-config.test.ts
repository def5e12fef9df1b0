import { describe, expect, it } from 'vitest';
import { isValidApiVersion, isValidDataset } from './client-config';

describe('content client config', () => {
  it.each(['production', 'staging-2', 'my_data', 'a', 'x'.repeat(64)])(
    'accepts the dataset %s',
    (name) => expect(isValidDataset(name)).toBe(true),
  );

  it.each(['Production', 'with space', '', 'x'.repeat(65), 'dots.not', 'ümlaut'])(
    'rejects the dataset "%s"',
    (name) => expect(isValidDataset(name)).toBe(false),
  );

  it.each(['1', 'X', '2024-12-18', '2025-02-11', '2024-02-29'])(
    'accepts the API version %s',
    (version) => expect(isValidApiVersion(version)).toBe(true),
  );

  it.each(['2', 'x', 'v2024-12-18', '2024-13-01', '2023-02-29', '2024/12/18', '24-12-18', ''])(
    'rejects the API version "%s"',
    (version) => expect(isValidApiVersion(version)).toBe(false),
  );
});
