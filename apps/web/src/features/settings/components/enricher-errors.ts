/**
 * The server's sentence for a bad setting, split by the field it names
 * (`config.customRegexes.1.pattern: Back-references are not supported`), so each shows beside its
 * field; what names no field stays under `general`.
 */
export function fieldErrorsOf(message: string): {
  fields: Record<string, string>;
  general: string | null;
} {
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const part of message.split(/;\s+(?=config\.)/)) {
    const match = /^config\.([\w.]+):\s*(.+)$/s.exec(part.trim());
    if (match?.[1] && match[2]) fields[match[1]] = match[2];
    else rest.push(part);
  }
  return { fields, general: rest.length > 0 ? rest.join('; ') : null };
}
