import { createRoute, z } from '@hono/zod-openapi';
import {
  createLangfusePromptBodySchema,
  getLangfusePromptQuerySchema,
  langfusePromptSchema,
  slugSchema,
} from '@lookout/domain';
import { createMiddleware } from 'hono/factory';
import { recordAudit } from '../audit/record-audit.js';
import { withoutNul } from '../db/postgres-safe.js';
import { ApiError } from '../http/api-error.js';
import type { AppEnv } from '../http/app-env.js';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../http/router.js';
import { resolveLangfuseTarget } from '../ingest/http/langfuse.routes.js';
import {
  fromLangfusePrompt,
  labelledVersions,
  latestLabel,
  productionLabel,
  toLangfusePrompt,
} from './langfuse-prompt.js';
import { latestVersionBySlug, saveVersion, toTemplateVersion } from './template.repository.js';

const tags = ['Langfuse SDK'];

/**
 * The project of the Langfuse keys (Basic `publicKey:secretKey`, or a Bearer
 * public key for reading), as the caller of the route; an org over its event
 * cap still reads and writes prompts.
 */
const langfuseProject = createMiddleware<AppEnv>(async (c, next) => {
  const target = await resolveLangfuseTarget(c.var.ctx, c.req.header('authorization'), {
    checkEventCap: false,
  });
  c.set('caller', { kind: 'project-key', ...target });
  c.set('projectId', target.projectId);
  await next();
});

/** Langfuse's not-found answer; the SDKs throw its `message`. */
const promptNotFound = (name: string, what: string) =>
  new ApiError(404, 'LangfuseNotFoundError', `Prompt not found: '${name}' ${what}`);

const nameParamsSchema = z.object({ name: z.string().min(1) });

/**
 * `GET /api/public/v2/prompts/{name}` and `POST /api/public/v2/prompts`, as the
 * `langfuse` (v3) and `@langfuse/client` (v5) SDKs call them.
 */
export const langfusePromptRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/public/v2/prompts/{name}',
      tags,
      summary: "A prompt version for Langfuse's getPrompt: by version, or label (production)",
      description:
        '`label=production` (the default) is the newest deployed version, `label=latest` the ' +
        'newest version including the draft; `version` picks one by number.',
      middleware: [langfuseProject] as const,
      request: { params: nameParamsSchema, query: getLangfusePromptQuerySchema },
      responses: {
        200: jsonContent(langfusePromptSchema, 'The prompt version'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { name } = c.req.valid('param');
      const { version, label } = c.req.valid('query');
      if (version !== undefined && label !== undefined) {
        throw new ApiError(400, 'Invalid request', 'Send either version or label, not both.');
      }
      const chosenLabel = label ?? productionLabel;
      const what =
        version !== undefined ? `with version ${version}` : `with label '${chosenLabel}'`;
      const slug = slugSchema.safeParse(name);
      if (version === undefined && chosenLabel !== productionLabel && chosenLabel !== latestLabel)
        throw promptNotFound(name, what);
      const row = slug.success
        ? await latestVersionBySlug(c.var.ctx.db, c.var.projectId, slug.data, {
            includeDrafts: chosenLabel === latestLabel,
            ...(version !== undefined ? { version } : {}),
          })
        : null;
      if (!row) throw promptNotFound(name, what);
      const labels = await labelledVersions(c.var.ctx.db, c.var.projectId, row.template_id);
      return c.json(
        toLangfusePrompt(row.slug, c.var.projectId, toTemplateVersion(row), labels),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/public/v2/prompts',
      tags,
      summary: "A new prompt version from Langfuse's createPrompt (labels production deploys)",
      description:
        'Makes the prompt when its name is new. With the `production` label the version is ' +
        'deployed; without it, it is saved as the draft (rewriting the draft on top, if any). ' +
        "`config` is kept as the version's model settings. Needs the secret (private) key.",
      middleware: [langfuseProject] as const,
      request: { body: jsonBody(createLangfusePromptBodySchema) },
      responses: {
        200: jsonContent(langfusePromptSchema, 'The saved prompt version'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = c.var.caller;
      if (caller.kind !== 'project-key' || caller.keyType !== 'private') {
        throw new ApiError(
          403,
          'Forbidden',
          'Creating prompts needs the secret key: Basic auth with the public key as user and the private key as password.',
        );
      }
      const body = c.req.valid('json');
      const slug = slugSchema.safeParse(body.name);
      if (!slug.success) {
        throw new ApiError(
          400,
          'Invalid request',
          `name: ${slug.error.issues[0]?.message ?? 'not a valid prompt name'}.`,
        );
      }
      const fields = fromLangfusePrompt(body);
      const mode = typeof fields.content === 'string' ? 'text' : 'openai';
      const { projectId } = c.var;
      const notes = body.commitMessage ? withoutNul(body.commitMessage) : null;
      const saved = await c.var.ctx.db.transaction().execute(async (trx) => {
        // Made when new; the row lock orders concurrent creates of one name.
        const inserted = await trx
          .insertInto('template')
          .values({ project_id: projectId, slug: slug.data, mode })
          .onConflict((conflict) => conflict.columns(['project_id', 'slug']).doNothing())
          .returning('id')
          .executeTakeFirst();
        const template = await trx
          .selectFrom('template')
          .selectAll()
          .where('project_id', '=', projectId)
          .where('slug', '=', slug.data)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (template.mode !== mode) {
          throw new ApiError(
            400,
            'Invalid request',
            `type: the prompt '${slug.data}' is a ${template.mode === 'text' ? 'text' : 'chat'} prompt.`,
          );
        }
        const { version } = await saveVersion(trx, template, { ...fields, notes }, null);
        if (inserted) {
          await recordAudit(
            c,
            {
              subject: 'prompt',
              action: 'create',
              projectId,
              details: { templateId: template.id, slug: slug.data },
            },
            trx,
          );
        }
        await recordAudit(
          c,
          {
            subject: 'prompt',
            action: fields.isDraft ? 'save_draft' : 'deploy',
            projectId,
            details: { templateId: template.id, version: version.version },
          },
          trx,
        );
        return { version, labels: await labelledVersions(trx, projectId, template.id) };
      });
      return c.json(toLangfusePrompt(slug.data, projectId, saved.version, saved.labels), 200);
    },
  );
