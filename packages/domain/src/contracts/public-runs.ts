import { z } from 'zod';
import { runSchema } from '../entities/run.js';

/**
 * A shared run as anyone with its link reads it (`GET /v1/runs/{id}` and `/tree` signed out):
 * a whitelist of what it is (id, type, name, status), its input and output (and the error
 * message that stands for a failed output) and its timing. Nothing else ever leaves the
 * server: not the end user (id, properties, emails), metadata, tags, parameters, tokens, cost,
 * template, feedback, scores, evaluations or any comment. Parsing drops every other key.
 */
export const publicRunSchema = runSchema
  .pick({
    id: true,
    type: true,
    name: true,
    status: true,
    parentRunId: true,
    createdAt: true,
    endedAt: true,
    duration: true,
    input: true,
    output: true,
  })
  .extend({
    /** The message only: a stack trace tells about the team's code. */
    error: z.object({ message: z.string() }).nullable(),
  });
export type PublicRun = z.infer<typeof publicRunSchema>;

/** The keys a shared run may carry, for tests and the share dialog. */
export const publicRunKeys = Object.keys(publicRunSchema.shape) as (keyof PublicRun)[];

/** A shared run with the runs under it, oldest first. */
export type PublicRunTreeNode = PublicRun & { children: PublicRunTreeNode[] };
export const publicRunTreeNodeSchema: z.ZodType<PublicRunTreeNode> = publicRunSchema.extend({
  get children() {
    return z.array(publicRunTreeNodeSchema);
  },
});

/** `GET /v1/runs/{id}` without a session: a public run. */
export const getPublicRunResponseSchema = publicRunSchema;
/** `GET /v1/runs/{id}/tree` without a session: a public run and the runs under it. */
export const getPublicRunTreeResponseSchema = publicRunTreeNodeSchema;
