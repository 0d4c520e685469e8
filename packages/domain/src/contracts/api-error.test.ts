import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from './api-error.js';

describe('apiErrorSchema', () => {
  it('needs a title and a message', () => {
    expect(
      apiErrorSchema.parse({ error: 'Too many requests', message: 'Retry in one minute' }),
    ).toEqual({ error: 'Too many requests', message: 'Retry in one minute' });
    expect(apiErrorSchema.safeParse({ message: 'Something went wrong' }).success).toBe(false);
  });
});
