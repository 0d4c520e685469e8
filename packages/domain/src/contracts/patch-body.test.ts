import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { patchBody } from './patch-body.js';

describe('patchBody', () => {
  const schema = patchBody({
    name: z.string().optional(),
    icon: z.string().nullable().optional(),
    data: z.string().optional(),
  });

  it('accepts any one field, including a field set to null', () => {
    expect(schema.parse({ icon: null })).toEqual({ icon: null });
    expect(schema.parse({ name: 'Errors', data: 'status=error' })).toEqual({
      name: 'Errors',
      data: 'status=error',
    });
  });

  it('names the fields to send when none is given', () => {
    expect(schema.safeParse({}).error?.issues[0]?.message).toBe(
      'Nothing to update: send name, icon or data',
    );
  });
});
