import type { ColumnType } from 'kysely';

/** Column shapes shared by the tables of `db/schema/`. */
export type CreatedAt = ColumnType<Date, Date | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** jsonb: read as parsed JSON, written as a JSON string (the same on PGlite and pg). */
export type Json<T = unknown> = ColumnType<T, string, string>;
export type TextArray = ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
export type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
