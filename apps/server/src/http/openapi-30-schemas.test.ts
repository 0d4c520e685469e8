import { describe, expect, it } from 'vitest';
import { nullableFor30 } from './openapi-30-schemas.js';

describe('nullableFor30', () => {
  it('writes the null member of a union as a schema only null matches', () => {
    expect(nullableFor30({ anyOf: [{ type: 'string' }, { nullable: true }] })).toEqual({
      anyOf: [{ type: 'string' }, { type: 'string', nullable: true, enum: [null] }],
    });
    expect(nullableFor30({ oneOf: [{ nullable: true }] })).toEqual({
      oneOf: [{ type: 'string', nullable: true, enum: [null] }],
    });
  });

  it('writes a nullable value of any type as any value, at any depth', () => {
    const schema = {
      type: 'object',
      properties: {
        input: { nullable: true },
        params: { additionalProperties: { nullable: true } },
      },
    };
    expect(nullableFor30(schema)).toEqual({
      type: 'object',
      properties: { input: {}, params: { additionalProperties: {} } },
    });
  });

  it('leaves typed nullable schemas, and the document around them, as they are', () => {
    const document = {
      openapi: '3.0.3',
      paths: { '/v1/x': { get: { responses: { 200: { description: 'OK' } } } } },
      components: { schemas: { Name: { type: 'string', nullable: true } } },
    };
    expect(nullableFor30(document)).toEqual(document);
  });
});
