import { z } from 'zod';

/** Id of a stored entity (org, project, user, dashboard, …): a UUID. */
export const idSchema = z.uuid({ error: 'Must be a UUID' });
export type Id = z.infer<typeof idSchema>;
