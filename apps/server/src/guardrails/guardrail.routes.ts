import { createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  createGuardrailPolicyBodySchema,
  type GuardrailPolicyFields,
  guardrailCheckBodySchema,
  guardrailCheckResponseSchema,
  guardrailPolicySchema,
  idParamsSchema,
  listGuardrailDecisionsQuerySchema,
  listGuardrailDecisionsResponseSchema,
  listGuardrailPoliciesResponseSchema,
  updateGuardrailPolicyBodySchema,
} from '@lookout/domain';
import { withAudit } from '../audit/record-audit.js';
import { ApiError } from '../http/api-error.js';
import { projectScope } from '../http/project-scope.js';
import { requireBetaOrg } from '../http/require-beta-org.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import { toRunUuid } from '../runs/run-id.js';
import { checkEnricherRegex } from '../text-analysis/pii.js';
import { listGuardrailDecisions } from './guardrail-decision.repository.js';
import {
  deleteGuardrailPolicy,
  insertGuardrailPolicy,
  listGuardrailPolicies,
  replaceGuardrailPolicy,
} from './guardrail-policy.repository.js';
import { forgetProjectPolicies } from './policy-cache.js';
import { runGuardrails } from './run-guardrails.js';

const tags = ['Guardrails'];
const policyNotFound = () =>
  new ApiError(404, 'Policy not found', 'No such guardrail policy in this project.');

/** Refuses, with 400 naming the field and the reason, a regex the linear-time engine cannot run. */
function assertUsablePolicy(fields: GuardrailPolicyFields): void {
  fields.checks.regexes.forEach((entry, index) => {
    const compiled = checkEnricherRegex(entry.pattern);
    if (compiled.ok) return;
    throw new ApiError(
      400,
      'Invalid request',
      `checks.regexes.${index}.pattern: "${entry.name}" cannot be used: ${compiled.reason}. Guardrail patterns run on a linear-time engine, which has no back-references (\\1) or lookarounds ((?=…), (?<=…)).`,
    );
  });
}

const gates = [requireBetaOrg, projectScope] as const;
const readPermission = requirePermission('settings', 'read', { ownProject: true });
const writePermission = requirePermission('settings', 'update', { ownProject: true });

/**
 * `/v1/guardrails…` (beta): a project's guardrail policies, managed like
 * project settings (readers list them, whoever may change settings changes
 * them, audited), and the check that applications call with the project's
 * private key before or after their model call.
 */
export const guardrailRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/guardrails/policies',
      tags,
      summary: "The project's guardrail policies, the default first",
      middleware: [...gates, readPermission] as const,
      responses: {
        200: jsonContent(listGuardrailPoliciesResponseSchema, 'The policies'),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await listGuardrailPolicies(c.var.ctx.db, c.var.projectId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/guardrails/policies',
      tags,
      summary: "Add a guardrail policy (the project's first one becomes its default)",
      middleware: [...gates, writePermission] as const,
      request: { body: jsonBody(createGuardrailPolicyBodySchema) },
      responses: { 200: jsonContent(guardrailPolicySchema, 'The new policy'), ...errorResponses },
    }),
    async (c) => {
      const fields = c.req.valid('json');
      assertUsablePolicy(fields);
      const { db } = c.var.ctx;
      const projectId = c.var.projectId;
      const policy = await withAudit(
        c,
        (trx) => insertGuardrailPolicy(trx, projectId, fields),
        (created) => ({
          subject: 'guardrail_policy',
          action: 'create',
          projectId,
          details: { id: created.id, name: created.name },
        }),
      );
      forgetProjectPolicies(db, projectId);
      return c.json(policy, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/guardrails/policies/{id}',
      tags,
      summary: 'Replace every field of a guardrail policy (isDefault: true makes it the default)',
      middleware: [...gates, writePermission] as const,
      request: { params: idParamsSchema, body: jsonBody(updateGuardrailPolicyBodySchema) },
      responses: { 200: jsonContent(guardrailPolicySchema, 'The policy'), ...errorResponses },
    }),
    async (c) => {
      const fields = c.req.valid('json');
      assertUsablePolicy(fields);
      const { id } = c.req.valid('param');
      const projectId = c.var.projectId;
      const policy = await withAudit(
        c,
        (trx) => replaceGuardrailPolicy(trx, projectId, id, fields),
        (updated) =>
          updated
            ? {
                subject: 'guardrail_policy',
                action: 'update',
                projectId,
                details: { id, name: updated.name, isDefault: updated.isDefault },
              }
            : null,
      );
      if (!policy) throw policyNotFound();
      forgetProjectPolicies(c.var.ctx.db, projectId);
      return c.json(policy, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/guardrails/policies/{id}',
      tags,
      summary: 'Delete a guardrail policy',
      middleware: [...gates, writePermission] as const,
      request: { params: idParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const projectId = c.var.projectId;
      const name = await withAudit(
        c,
        (trx) => deleteGuardrailPolicy(trx, projectId, id),
        (deleted) =>
          deleted === undefined
            ? null
            : {
                subject: 'guardrail_policy',
                action: 'delete',
                projectId,
                details: { id, name: deleted },
              },
      );
      if (name === undefined) throw policyNotFound();
      forgetProjectPolicies(c.var.ctx.db, projectId);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/guardrails/check',
      tags,
      summary:
        'Check an input or output against a guardrail policy (the default when none is named)',
      description:
        "Call it with the project's private key, before the model call (`input`) or after it (`output`). Local checks only: PII, toxicity, refused topics, regexes, prompt injection, maximum length. With `runId`, the decision is recorded on that run. Texts longer than 100,000 characters are refused with 413. Checks made by a signed-in person (the page's Try it box, with ?projectId=) are not recorded.",
      middleware: [...gates, readPermission] as const,
      request: { body: jsonBody(guardrailCheckBodySchema) },
      responses: {
        200: jsonContent(guardrailCheckResponseSchema, 'The decision'),
        413: jsonContent(apiErrorSchema, 'The text is longer than 100,000 characters'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await runGuardrails(c.var.ctx.db, c.var.projectId, c.req.valid('json'), {
          record: c.var.caller.kind !== 'account',
        }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/guardrails/decisions',
      tags,
      summary: "The project's latest guardrail decisions, or those of one run",
      middleware: [...gates, readPermission] as const,
      request: { query: listGuardrailDecisionsQuerySchema },
      responses: {
        200: jsonContent(listGuardrailDecisionsResponseSchema, 'The decisions, newest first'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { runId } = c.req.valid('query');
      return c.json(
        await listGuardrailDecisions(
          c.var.ctx.db,
          c.var.projectId,
          runId ? toRunUuid(runId) : null,
        ),
        200,
      );
    },
  );
