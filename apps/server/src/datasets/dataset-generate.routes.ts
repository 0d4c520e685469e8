import { createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  type ChatMessage,
  datasetItemParamsSchema,
  generateDatasetItemBodySchema,
  generateDatasetItemResponseSchema,
  type TemplateContent,
  type TemplateExtra,
} from '@lookout/domain';
import { withAudit } from '../audit/record-audit.js';
import { toJsonbText } from '../db/postgres-safe.js';
import { ApiError } from '../http/api-error.js';
import { projectScope } from '../http/project-scope.js';
import { requireEvalLicence } from '../http/require-eval-licence.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../http/router.js';
import { completeChat } from '../providers/complete-chat.js';
import { modelConnectionSource, resolveModelConnection } from '../providers/model-connection.js';
import { ProviderCallError } from '../providers/provider-error.js';
import { assertChatInput, type ChatParams } from '../providers/stream-chat.js';
import { ChatInputError } from '../providers/to-model-messages.js';
import { findVersion } from '../templates/template.repository.js';
import {
  datasetItemNotFound,
  findDatasetItem,
  toDatasetItem,
  touchDataset,
} from './dataset-item.repository.js';
import { datasetTags } from './dataset-v2.routes.js';
import { itemPromptMessages, MissingItemVariableError } from './item-messages.js';

const badInput = (message: string) => new ApiError(400, 'Invalid request', message);

/** The sampling settings of a template version, in the provider layer's terms. */
function paramsOf(extra: TemplateExtra | undefined): ChatParams {
  if (!extra) return {};
  const params: ChatParams = {};
  for (const key of [
    'max_tokens',
    'temperature',
    'top_p',
    'presence_penalty',
    'frequency_penalty',
    'seed',
  ] as const) {
    const value = extra[key];
    if (typeof value === 'number') params[key] = value;
  }
  if (Array.isArray(extra.stop)) params.stop = extra.stop;
  return params;
}

/** A template's content as messages: a text template is one user message. */
function templateMessages(content: TemplateContent): ChatMessage[] {
  return typeof content === 'string' ? [{ role: 'user', content }] : content;
}

/** `POST /v1/datasets-v2/{id}/items/{itemId}/generate`: an item's expected output written by a model. */
export const datasetGenerateRoutes = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/datasets-v2/{id}/items/{itemId}/generate',
    tags: datasetTags,
    summary:
      "Run an item's input through a model or a template version and store the answer as its expected output",
    description:
      "With a template version, its messages are rendered with the item's metadata as variables (`{{input}}` is the item's input), followed by the item's input unless the template uses `{{input}}`; its model is used unless `model` is given. The org's provider key runs the model. A provider failure answers 502 and leaves the item unchanged; it can be retried. A base URL at a private network address, which the server's outbound policy refuses, answers 422.",
    middleware: [projectScope, requireEvalLicence, requirePermission('datasets', 'run')] as const,
    request: { params: datasetItemParamsSchema, body: jsonBody(generateDatasetItemBodySchema) },
    responses: {
      200: jsonContent(generateDatasetItemResponseSchema, 'The item with its new expected output'),
      502: jsonContent(
        apiErrorSchema,
        'The provider failed or timed out ("Provider error"); the item is unchanged, retry.',
      ),
      422: jsonContent(
        apiErrorSchema,
        "The provider's base URL is at a private network address the server refuses; the item is unchanged.",
      ),
      ...errorResponses,
    },
  }),
  async (c) => {
    const { id, itemId } = c.req.valid('param');
    const body = c.req.valid('json');
    const { projectId } = c.var;
    const { db, config } = c.var.ctx;
    const item = await findDatasetItem(db, projectId, id, itemId);
    const version = body.templateVersionId
      ? await findVersion(db, projectId, body.templateVersionId)
      : undefined;
    const extra = version?.extra as TemplateExtra | undefined;
    const model = body.model ?? extra?.model;
    if (!model) throw badInput('model: the template version names no model; choose one.');
    let messages: ChatMessage[];
    try {
      messages = itemPromptMessages(item, {
        messages: version ? templateMessages(version.content as TemplateContent) : null,
      });
      assertChatInput({ messages });
    } catch (error) {
      if (error instanceof MissingItemVariableError) throw badInput(error.message);
      if (error instanceof ChatInputError) throw badInput(`input: ${error.message}`);
      throw error;
    }
    const { connection, wireModel } = await resolveModelConnection(
      modelConnectionSource(c.var.ctx),
      c.var.caller.orgId,
      model,
    );
    let text: string;
    try {
      ({ text } = await completeChat({
        connection,
        model: wireModel,
        messages,
        params: paramsOf(extra),
        signal: c.req.raw.signal,
        timeoutMs: config.providerTimeoutMs,
      }));
    } catch (error) {
      // A base URL the outbound policy refuses is the org's setting to fix, not the provider failing.
      if (error instanceof ProviderCallError && error.failure === 'address_refused') {
        throw new ApiError(422, 'Provider address refused', error.message);
      }
      if (error instanceof ProviderCallError) {
        throw new ApiError(502, 'Provider error', error.message);
      }
      throw error;
    }
    const row = await withAudit(
      c,
      async (trx) => {
        const updated = await trx
          .updateTable('dataset_v2_item')
          .set({ expected_output: toJsonbText(text), updated_at: new Date() })
          .where('project_id', '=', projectId)
          .where('dataset_id', '=', id)
          .where('id', '=', itemId)
          .returningAll()
          .executeTakeFirst();
        // Deleted while the model answered.
        if (!updated) throw datasetItemNotFound();
        await touchDataset(trx, projectId, id);
        return updated;
      },
      {
        subject: 'dataset',
        action: 'update_prompt',
        projectId,
        details: {
          datasetId: id,
          itemId,
          generated: true,
          model,
          ...(body.templateVersionId ? { templateVersionId: body.templateVersionId } : {}),
        },
      },
    );
    return c.json(toDatasetItem(row), 200);
  },
);
