import { describe, expect, it } from 'vitest';
import { sdkSnippets } from './sdk-snippets';

describe('sdkSnippets', () => {
  it('fetches the template by slug with its variables in each SDK', () => {
    const [lunaryJs, lunaryPython, langfuse] = sdkSnippets('support-answer', ['name', 'city']);
    expect(lunaryJs?.code).toContain(
      'lunary.renderTemplate("support-answer", { "name": "…", "city": "…" })',
    );
    expect(lunaryPython?.code).toContain(
      'lunary.render_template("support-answer", {"name": "…", "city": "…"})',
    );
    expect(langfuse?.code).toContain('langfuse.getPrompt("support-answer")');
    expect(langfuse?.code).toContain('prompt.compile({ "name": "…", "city": "…" })');
  });

  it('passes an empty object when the template has no variables', () => {
    const [lunaryJs, lunaryPython] = sdkSnippets('greeting', []);
    expect(lunaryJs?.code).toContain('renderTemplate("greeting", {})');
    expect(lunaryPython?.code).toContain('render_template("greeting", {})');
  });
});
