import type { TemplateContent, TemplateExtra, TemplateMode } from '@lookout/domain';

/**
 * What the editor hands its run panel: the text and settings as they are in the editor (saved
 * or not), the variables' values, and the version the editor was opened on.
 */
export interface PromptRunDraft {
  templateId: string;
  slug: string;
  mode: TemplateMode;
  content: TemplateContent;
  /** Null while a setting is not valid (the editor shows why). */
  extra: TemplateExtra | null;
  variables: Readonly<Record<string, string>>;
  /** The version loaded in the editor; null before the first save. */
  versionId: string | null;
}
