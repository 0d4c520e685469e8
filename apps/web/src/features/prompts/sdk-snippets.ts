/** A ready-to-paste example that fetches a template through an SDK. */
export interface SdkSnippet {
  id: 'lunary-js' | 'lunary-python' | 'langfuse-js';
  label: string;
  code: string;
}

function jsObject(variables: readonly string[]): string {
  if (variables.length === 0) return '{}';
  return `{ ${variables.map((name) => `${JSON.stringify(name)}: "…"`).join(', ')} }`;
}

function pythonDict(variables: readonly string[]): string {
  return `{${variables.map((name) => `${JSON.stringify(name)}: "…"`).join(', ')}}`;
}

/**
 * How an app fetches the deployed version of `slug` with each SDK Lookout answers (the Lunary
 * SDKs' template call and Langfuse's getPrompt), with the template's variables to fill.
 */
export function sdkSnippets(slug: string, variables: readonly string[]): SdkSnippet[] {
  const name = JSON.stringify(slug);
  return [
    {
      id: 'lunary-js',
      label: 'Lunary JS',
      code: [
        "import lunary from 'lunary';",
        '',
        `const template = await lunary.renderTemplate(${name}, ${jsObject(variables)});`,
        'const answer = await openai.chat.completions.create(template);',
      ].join('\n'),
    },
    {
      id: 'lunary-python',
      label: 'Lunary Python',
      code: [
        'import lunary',
        '',
        `template = lunary.render_template(${name}, ${pythonDict(variables)})`,
        'answer = client.chat.completions.create(**template)',
      ].join('\n'),
    },
    {
      id: 'langfuse-js',
      label: 'Langfuse',
      code: [
        "import { Langfuse } from 'langfuse';",
        '',
        'const langfuse = new Langfuse();',
        `const prompt = await langfuse.getPrompt(${name});`,
        `const compiled = prompt.compile(${jsObject(variables)});`,
      ].join('\n'),
    },
  ];
}
