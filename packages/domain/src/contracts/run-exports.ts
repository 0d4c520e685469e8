import { z } from 'zod';
import { runSelectionQuerySchema } from './runs.js';

/** File formats of a logs export; `openai-jsonl` is the fine-tuning format. */
export const runExportFormats = ['csv', 'jsonl', 'openai-jsonl'] as const;
export const runExportFormatSchema = z.enum(runExportFormats, {
  error: `Format must be one of ${runExportFormats.join(', ')}`,
});
export type RunExportFormat = z.infer<typeof runExportFormatSchema>;

/**
 * `GET /v1/runs/download?format=…` with the list's selection: answers a
 * short-lived token; the file is then fetched from `/v1/runs/download/{token}`.
 */
export const createRunDownloadQuerySchema = runSelectionQuerySchema.extend({
  format: runExportFormatSchema,
  /** The saved view the export was started from: audited as the view's data export. */
  viewId: z.uuid({ error: 'viewId must be the id of a saved view' }).optional(),
});
export type CreateRunDownloadQuery = z.infer<typeof createRunDownloadQuerySchema>;
