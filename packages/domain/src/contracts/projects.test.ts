import { describe, expect, it } from 'vitest';
import { updateProjectBodySchema } from './projects.js';

describe('updateProjectBodySchema', () => {
  it('accepts a rename or a retention change, and refuses an empty update', () => {
    expect(updateProjectBodySchema.parse({ name: ' Support bot ' })).toEqual({
      name: 'Support bot',
    });
    expect(updateProjectBodySchema.parse({ dataRetentionDays: null })).toEqual({
      dataRetentionDays: null,
    });
    expect(updateProjectBodySchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Nothing to update: send name or dataRetentionDays',
    );
  });
});
