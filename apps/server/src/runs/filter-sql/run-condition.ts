import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The expression builder filters compile against: a query whose rows are runs (`run`). */
export type RunExpressionBuilder = ExpressionBuilder<Database, 'run'>;

/** A boolean SQL condition on one run, usable in `.where()`. */
export type RunCondition = Expression<SqlBool>;

/** A condition every run meets: the empty bar. */
export const matchEveryRun: RunCondition = sql<SqlBool>`true`;

/** A condition no run meets: filters whose data Lookout does not store, or that cannot match. */
export const matchNoRun: RunCondition = sql<SqlBool>`false`;
