/** Variables as the v1 editor writes them: one `name=value` per line. */
export function variablesToText(variables: Record<string, string>): string {
  return Object.entries(variables)
    .map(([name, value]) => `${name}=${value}`)
    .join('\n');
}

/** Reads `name=value` lines; a line without `=` or with an empty name is reported by number. */
export function textToVariables(
  text: string,
): { value: Record<string, string> } | { error: string } {
  const value: Record<string, string> = {};
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    const at = line.indexOf('=');
    const name = at > 0 ? line.slice(0, at).trim() : '';
    if (!name) return { error: `Line ${index + 1}: write variables as name=value` };
    value[name] = line.slice(at + 1);
  }
  return { value };
}
