import { sqlStateOf } from './sql-state.js';

/** Whether `error` is PostgreSQL's unique violation (23505), on pg and PGlite alike. */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';
