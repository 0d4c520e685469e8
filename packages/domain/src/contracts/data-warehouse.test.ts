import { describe, expect, it } from 'vitest';
import { createDataWarehouseConnectionBodySchema, warehouseUrlSchema } from './data-warehouse.js';

describe('warehouseUrlSchema', () => {
  it.each([
    'postgres://etl:secret@warehouse.example.com:5432/analytics',
    'postgresql://etl@10.0.0.5/analytics?sslmode=require',
    'POSTGRES://[::1]:5433/db',
  ])('accepts %s', (url) => {
    expect(warehouseUrlSchema.safeParse(url).success).toBe(true);
  });

  it.each([
    ['mysql://etl@db/analytics', 'Connection URL must start with postgres:// or postgresql://'],
    ['postgres:///analytics', 'Connection URL must name a host'],
    ['', 'Connection URL is required'],
  ])('refuses %j: %s', (url, message) => {
    const parsed = warehouseUrlSchema.safeParse(url);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain(message);
  });

  it('names the field of a bad create body', () => {
    const parsed = createDataWarehouseConnectionBodySchema.safeParse({
      name: 'Warehouse',
      connectionUrl: 'http://db',
    });
    expect(parsed.error?.issues[0]?.path).toEqual(['connectionUrl']);
  });
});
