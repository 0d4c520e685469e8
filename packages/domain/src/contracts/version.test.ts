import { describe, expect, it } from 'vitest';
import { versionResponseSchema } from './version.js';

describe('versionResponseSchema', () => {
  it('accepts a version string', () => {
    expect(versionResponseSchema.parse({ version: '1.2.3' })).toEqual({
      version: '1.2.3',
      edition: 'self-hosted',
    });
    expect(versionResponseSchema.parse({ version: '1.2.3', edition: 'cloud' }).edition).toBe(
      'cloud',
    );
  });

  it('rejects a missing or empty version', () => {
    expect(versionResponseSchema.safeParse({}).success).toBe(false);
    expect(versionResponseSchema.safeParse({ version: '' }).success).toBe(false);
  });
});
