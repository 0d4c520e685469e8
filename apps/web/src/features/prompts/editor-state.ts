import {
  type ChatMessage,
  modelCatalogue,
  type TemplateContent,
  type TemplateExtra,
  type TemplateMode,
  type TemplateVersion,
} from '@lookout/domain';
import { type MessageDraft, messageError, toMessageDrafts } from './message-drafts';
import {
  buildExtra,
  type ParameterErrors,
  type ParameterFields,
  parameterFields,
} from './prompt-parameters';

/** What the editor holds: the text, the settings as typed, and the version it came from. */
export interface EditorState {
  /** The version loaded into the editor; null for a template without versions. */
  versionId: string | null;
  messages: MessageDraft[];
  /** The text of a `text` template. */
  text: string;
  params: ParameterFields;
  /** The loaded settings, so those the editor does not show are saved back unchanged. */
  baseExtra: Record<string, unknown>;
}

const firstMessages: ChatMessage[] = [
  { role: 'system', content: '' },
  { role: 'user', content: '' },
];

/** The editor on `version`, or on an empty template (system and user message, first model). */
export function editorStateFrom(mode: TemplateMode, version?: TemplateVersion): EditorState {
  const content = version?.content;
  const messages = Array.isArray(content) ? content : mode === 'openai' ? firstMessages : [];
  return {
    versionId: version?.id ?? null,
    messages: toMessageDrafts(typeof content === 'string' ? [{ role: 'user', content }] : messages),
    text: typeof content === 'string' ? content : '',
    params: parameterFields(version?.extra ?? { model: modelCatalogue[0]?.id ?? '' }),
    baseExtra: version?.extra ?? {},
  };
}

/** The content as the API takes it. */
export function editorContent(state: EditorState, mode: TemplateMode): TemplateContent {
  return mode === 'text' ? state.text : state.messages.map((draft) => draft.message);
}

/** A fingerprint of what would be saved, to tell whether anything changed since the last save. */
export function editorFingerprint(state: EditorState, mode: TemplateMode): string {
  return JSON.stringify([editorContent(state, mode), state.params]);
}

export type EditorCheck =
  | { ok: true; content: TemplateContent; extra: TemplateExtra }
  | { ok: false; errors: ParameterErrors; messagesProblem: string | null };

/** The content and settings to save, or what stops them from being saved. */
export function checkEditor(state: EditorState, mode: TemplateMode): EditorCheck {
  const extra = buildExtra(state.params, state.baseExtra);
  let messagesProblem: string | null = null;
  if (mode === 'openai') {
    if (state.messages.length === 0) messagesProblem = 'Add at least one message';
    else if (state.messages.some((draft) => messageError(draft.message)))
      messagesProblem = 'Some messages are not valid';
  }
  if (!extra.ok || messagesProblem)
    return { ok: false, errors: extra.ok ? {} : extra.errors, messagesProblem };
  return { ok: true, content: editorContent(state, mode), extra: extra.extra };
}
