import { z } from 'zod';

/**
 * A filter bar serialised by @lookout/filters (`id=param.param&…`, `OR&` first
 * for OR). Empty matches everything.
 */
export const filterStringSchema = z.string().max(10_000, 'Filters are too long');
