import {
  type CreateLangfusePromptBody,
  chatMessageSchema,
  defaultTemplateModel,
  type LangfuseChatMessage,
  type LangfusePrompt,
  type TemplateContent,
  type TemplateExtra,
  type TemplateVersion,
  templateExtraSchema,
} from '@lookout/domain';
import { z } from 'zod';
import { ApiError } from '../http/api-error.js';
import { describeIssues } from '../http/router.js';
import type { Executor } from './template.repository.js';

/** Langfuse's labels: `production` is the newest deployed version, `latest` the newest of all. */
export const productionLabel = 'production';
export const latestLabel = 'latest';

/** The ids carrying the two labels of a template. */
export interface LabelledVersions {
  production: string | null;
  latest: string | null;
}

/** Which versions of a template carry `production` and `latest`. */
export async function labelledVersions(
  db: Executor,
  projectId: string,
  templateId: string,
): Promise<LabelledVersions> {
  const versions = db
    .selectFrom('template_version')
    .select('id')
    .where('project_id', '=', projectId)
    .where('template_id', '=', templateId)
    .orderBy('version', 'desc')
    .limit(1);
  const [latest, production] = await Promise.all([
    versions.executeTakeFirst(),
    versions.where('is_draft', '=', false).executeTakeFirst(),
  ]);
  return { latest: latest?.id ?? null, production: production?.id ?? null };
}

/** The text of a message's content: its string, or its text parts joined (Langfuse holds strings). */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .flatMap((part: { type?: string; text?: unknown }) =>
      part.type === 'text' && typeof part.text === 'string' ? [part.text] : [],
    )
    .join('\n');
}

/**
 * A template version as the Langfuse SDKs read a prompt (`ChatPromptClient` /
 * `TextPromptClient`): chat messages become `{type: 'chatmessage', role, content}`
 * with string content, `extra` is the `config`, the version's notes its `commitMessage`.
 */
export function toLangfusePrompt(
  slug: string,
  projectId: string,
  version: TemplateVersion,
  labels: LabelledVersions,
): LangfusePrompt {
  const isProduction = labels.production === version.id;
  const prompt =
    typeof version.content === 'string'
      ? version.content
      : version.content.map(
          (message): LangfuseChatMessage => ({
            type: 'chatmessage',
            role: message.role,
            content: contentText((message as { content?: unknown }).content),
          }),
        );
  return {
    id: version.id,
    name: slug,
    version: version.version,
    type: typeof prompt === 'string' ? 'text' : 'chat',
    prompt,
    config: version.extra,
    labels: [
      ...(isProduction ? [productionLabel] : []),
      ...(labels.latest === version.id ? [latestLabel] : []),
    ],
    tags: [],
    commitMessage: version.notes,
    isActive: isProduction,
    projectId,
    createdBy: version.createdBy?.id ?? 'API',
    createdAt: version.createdAt,
    updatedAt: version.createdAt,
  };
}

const contentSchema = z.array(chatMessageSchema);

/** The issues of a part of the body, each named by its path from the body (`config.temperature: …`). */
function describeIssuesUnder(field: string, issues: readonly z.core.$ZodIssue[]): string {
  return describeIssues(issues.map((issue) => ({ ...issue, path: [field, ...issue.path] })));
}

/**
 * What `createPrompt` sent, as a template version: chat messages (no
 * placeholders) or text, the `config` as `extra` (the default model when it
 * names none). Anything Lookout cannot hold is a 400 naming it.
 */
export function fromLangfusePrompt(body: CreateLangfusePromptBody): {
  content: TemplateContent;
  extra: TemplateExtra;
  isDraft: boolean;
} {
  const refuse = (message: string) => new ApiError(400, 'Invalid request', message);
  let content: TemplateContent;
  if (body.type === 'text') {
    if (typeof body.prompt !== 'string') throw refuse('prompt: a text prompt is a string.');
    content = body.prompt;
  } else {
    if (typeof body.prompt === 'string') {
      throw refuse('prompt: a chat prompt is a list of {role, content} messages.');
    }
    const placeholder = body.prompt.findIndex((item) => item.type === 'placeholder');
    if (placeholder >= 0) {
      throw refuse(`prompt.${placeholder}: message placeholders are not supported by Lookout.`);
    }
    const parsed = contentSchema.safeParse(
      body.prompt.map((item) => {
        const message = item as LangfuseChatMessage;
        return { role: message.role, content: message.content };
      }),
    );
    if (!parsed.success) throw refuse(describeIssuesUnder('prompt', parsed.error.issues));
    content = parsed.data;
  }
  const extra = templateExtraSchema.safeParse({ model: defaultTemplateModel, ...body.config });
  if (!extra.success) throw refuse(describeIssuesUnder('config', extra.error.issues));
  return { content, extra: extra.data, isDraft: !body.labels.includes(productionLabel) };
}
