import { z } from 'zod';

// The download token's shapes, apart from the export's selection (run-exports.ts): every client
// reads this answer, and importing it must not pull in the runs' list contract.

/** `GET /v1/runs/download?format=…`'s answer: a short-lived token for the file. */
export const createRunDownloadResponseSchema = z.object({
  token: z.string().min(1),
});
export type CreateRunDownloadResponse = z.infer<typeof createRunDownloadResponseSchema>;

/** `GET /v1/runs/download/{token}`: the token of `createRunDownloadResponseSchema`, valid 5 minutes. */
export const runDownloadParamsSchema = z.object({
  token: z.string().min(1).describe('The token answered by GET /v1/runs/download.'),
});
