import { randomUUID } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import {
  type ChatMessage,
  findModel,
  MissingTemplateVariableError,
  playgroundRunBodySchema,
  playgroundUsageResponseSchema,
  renderTemplate,
} from '@lookout/domain';
import { recordAudit } from '../audit/record-audit.js';
import { ApiError, planRequiredError } from '../http/api-error.js';
import { projectScope } from '../http/project-scope.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../http/router.js';
import { findOrgPlan } from '../orgs/org.repository.js';
import { findProviderConnection, modelConnectionSource } from '../providers/model-connection.js';
import { keyProvidersOfModel, providerDisplayNames } from '../providers/provider-connections.js';
import { assertChatInput, type ChatParams } from '../providers/stream-chat.js';
import { ChatInputError } from '../providers/to-model-messages.js';
import { findVersion } from '../templates/template.repository.js';
import {
  monthlyPlaygroundRuns,
  playgroundAllowance,
  reservePlaygroundRun,
} from './playground-allowance.js';
import { playgroundRunStream } from './playground-stream.js';

const tags = ['Playground'];
const badInput = (message: string) => new ApiError(400, 'Invalid request', message);
const modelProviderNames = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  mistral: 'Mistral',
  openrouter: 'OpenRouter',
  perplexity: 'Perplexity',
  'ibm-watsonx-ai': 'IBM watsonx.ai',
} as const;

/**
 * `/v1/playground…`: runs a prompt against a model with the org's provider key,
 * streaming the answer as NDJSON, and the month's run count against the plan.
 */
export const playgroundRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/playground/runs',
      tags,
      summary: 'Run a prompt against a model, streaming the answer',
      middleware: [projectScope, requirePermission('prompts', 'run')] as const,
      request: { body: jsonBody(playgroundRunBodySchema) },
      responses: {
        // No content schema: OpenAPI cannot describe a line-delimited stream of zod shapes.
        200: {
          description:
            'application/x-ndjson: one `PlaygroundChunk` JSON a line (start, text and tool_call chunks, then done or error).',
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { orgId } = c.var.caller;
      const { model, tools, tool_choice, response_format, ...rest } = body.extra;
      const entry = findModel(model);
      if (!entry) {
        throw badInput(`Unknown model "${model}": choose a model of the catalogue.`);
      }
      // `openai/gpt-4o` names OpenAI's `gpt-4o`; OpenRouter's own ids keep their `vendor/` part.
      const wireModel = entry.id.includes('/') ? model : model.slice(model.lastIndexOf('/') + 1);
      const keyProviders = keyProvidersOfModel[entry.provider];
      if (keyProviders.length === 0) {
        throw badInput(
          `${modelProviderNames[entry.provider]} models cannot be run in the playground yet.`,
        );
      }
      let messages: ChatMessage[];
      try {
        const rendered = renderTemplate(body.content, body.variables);
        messages = typeof rendered === 'string' ? [{ role: 'user', content: rendered }] : rendered;
      } catch (error) {
        if (error instanceof MissingTemplateVariableError) {
          throw badInput(`variables: no value for "${error.variable}", which the prompt uses.`);
        }
        throw error;
      }
      if (messages.length === 0) throw badInput('content: add at least one message.');
      try {
        assertChatInput({ messages, tools });
      } catch (error) {
        if (error instanceof ChatInputError) throw badInput(error.message);
        throw error;
      }
      // A logged run links to the version tried: it must be one of this project's (a deleted or
      // foreign version is a 404 before anything is reserved or sent).
      if (body.templateVersionId) {
        await findVersion(c.var.ctx.db, c.var.projectId, body.templateVersionId);
      }
      // The org may have typed the base URL: the connection's calls go through the outbound guard.
      const connection = await findProviderConnection(
        modelConnectionSource(c.var.ctx),
        orgId,
        keyProviders,
      );
      if (!connection) {
        const names = keyProviders.map((provider) => providerDisplayNames[provider]).join(' or ');
        throw new ApiError(
          400,
          'Provider key required',
          `Add an API key for ${names} in Settings → Providers to run ${model}.`,
        );
      }
      const allowance = playgroundAllowance(
        c.var.ctx.config.edition,
        await findOrgPlan(c.var.ctx.db, orgId),
      );
      const cap = allowance.capped ? allowance.included : null;
      const reservation = await reservePlaygroundRun(c.var.ctx.db, orgId, cap);
      if (!reservation) {
        throw planRequiredError(
          'playground',
          `AI Playground: the Free plan includes ${cap} runs a month, all used. Upgrade to Team for 1,000 runs a month.`,
        );
      }
      const runId = randomUUID();
      const params: ChatParams = {
        max_tokens: rest.max_tokens,
        temperature: rest.temperature,
        ...(rest.top_p !== undefined ? { top_p: rest.top_p } : {}),
        ...(rest.presence_penalty !== undefined ? { presence_penalty: rest.presence_penalty } : {}),
        ...(rest.frequency_penalty !== undefined
          ? { frequency_penalty: rest.frequency_penalty }
          : {}),
        ...(rest.stop ? { stop: rest.stop } : {}),
        ...(rest.seed !== undefined ? { seed: rest.seed } : {}),
      };
      const loggedParams = JSON.parse(
        JSON.stringify({
          ...params,
          ...(tools ? { tools } : {}),
          ...(tool_choice !== undefined ? { tool_choice } : {}),
          ...(response_format !== undefined ? { response_format } : {}),
        }),
      );
      await recordAudit(c, {
        subject: 'prompt',
        action: 'run_playground',
        projectId: c.var.projectId,
        details: {
          runId,
          model,
          provider: connection.provider,
          ...(body.templateVersionId ? { templateVersionId: body.templateVersionId } : {}),
        },
      });
      const stream = playgroundRunStream({
        ctx: c.var.ctx,
        projectId: c.var.projectId,
        orgId,
        runId,
        reservation,
        call: {
          connection,
          model: wireModel,
          messages,
          params,
          ...(tools ? { tools } : {}),
          ...(tool_choice !== undefined ? { toolChoice: tool_choice } : {}),
          ...(response_format !== undefined ? { responseFormat: response_format } : {}),
          timeoutMs: c.var.ctx.config.providerTimeoutMs,
        },
        shownRequest: {
          provider: connection.provider,
          baseUrl: connection.baseUrl,
          model: wireModel,
          messages,
          ...loggedParams,
        },
        log: { params: loggedParams, templateVersionId: body.templateVersionId },
        clientSignal: c.req.raw.signal,
      });
      return c.body(stream, 200, {
        'content-type': 'application/x-ndjson; charset=utf-8',
        // Proxies such as nginx would otherwise hold the chunks back.
        'x-accel-buffering': 'no',
      });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/playground/usage',
      tags,
      summary: "This month's playground runs of the org against its allowance",
      middleware: [projectScope, requirePermission('prompts', 'read')] as const,
      responses: {
        200: jsonContent(playgroundUsageResponseSchema, 'Runs this month and the allowance'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { orgId } = c.var.caller;
      const allowance = playgroundAllowance(
        c.var.ctx.config.edition,
        await findOrgPlan(c.var.ctx.db, orgId),
      );
      return c.json(
        {
          runsThisMonth: await monthlyPlaygroundRuns(c.var.ctx.db, orgId),
          limit: allowance.included,
        },
        200,
      );
    },
  );
