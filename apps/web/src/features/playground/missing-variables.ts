import { type TemplateContent, templateVariables } from '@lookout/domain';

/** The `{{variables}}` of `content` that have no value yet, in order of appearance. */
export function missingVariables(
  content: TemplateContent,
  values: Readonly<Record<string, string>>,
): string[] {
  return templateVariables(content).filter((name) => !values[name]?.trim());
}

/** Why Run is disabled, or null when every variable has a value. */
export function missingVariablesReason(missing: readonly string[]): string | null {
  if (missing.length === 0) return null;
  const names = missing.map((name) => `{{${name}}}`).join(', ');
  return missing.length === 1
    ? `Fill in a value for ${names} to run.`
    : `Fill in values for ${names} to run.`;
}
