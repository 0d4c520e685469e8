import type { Selectable } from 'kysely';
import type { SsoConnectionTable } from '../db/schema.js';

/** A stored SSO connection with the email domains it claims. */
export type SsoConnectionRow = Selectable<SsoConnectionTable> & { domains: string[] };
