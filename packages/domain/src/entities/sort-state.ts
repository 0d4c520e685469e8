import { z } from 'zod';

export const sortDirections = ['asc', 'desc'] as const;
export const sortDirectionSchema = z.enum(sortDirections);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

/** How a list is sorted; newest first unless the user picks otherwise (SPEC §3). */
export const sortStateSchema = z.object({
  sortField: z.string().min(1).default('createdAt'),
  sortDirection: sortDirectionSchema.default('desc'),
});
export type SortState = z.infer<typeof sortStateSchema>;

export const defaultSortState: SortState = { sortField: 'createdAt', sortDirection: 'desc' };
