import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeBlock } from './code-block';

afterEach(cleanup);

/** The highlighter is a chunk of its own: on a busy machine its import may take a while. */
async function highlighted(container: HTMLElement): Promise<void> {
  await waitFor(() => expect(container.querySelector('[data-token]')).not.toBeNull(), {
    timeout: 15_000,
  });
}

const snippet = "import lunary from 'lunary';\nlunary.init({ publicKey: 'pk-lo-1' });";

describe('CodeBlock', () => {
  it('colours keywords, strings and names once the highlighter arrives, keeping the exact text', async () => {
    const { container } = render(
      <CodeBlock caption="Monitor your OpenAI client" code={snippet} language="javascript" />,
    );
    await highlighted(container);
    const tokens = [...container.querySelectorAll('[data-token]')];
    const types = new Set(tokens.map((token) => token.getAttribute('data-token')));
    expect(types).toContain('keyword');
    expect(types).toContain('string');
    expect(container.querySelector('[data-token="keyword"]')?.textContent).toBe('import');
    // Highlighting adds colour, never text: the block reads (and copies) as the snippet.
    expect(container.querySelector('pre')?.textContent).toBe(snippet);
    expect(new Set(tokens.map((token) => token.className)).size).toBeGreaterThanOrEqual(3);
  });

  it('sets names, values and comments of an environment file apart', async () => {
    const env = 'LANGFUSE_HOST="http://127.0.0.1:3333"\n# read by newer SDKs';
    const { container } = render(<CodeBlock caption="Environment" code={env} language="shell" />);
    await highlighted(container);
    expect(screen.getByText('LANGFUSE_HOST').getAttribute('data-token')).toBe('variable');
    expect(container.querySelector('[data-token="string"]')?.textContent).toBe(
      '"http://127.0.0.1:3333"',
    );
    expect(container.querySelector('[data-token="comment"]')?.textContent).toBe(
      '# read by newer SDKs',
    );
    expect(container.querySelector('pre')?.textContent).toBe(env);
  });

  it('wraps long lines instead of scrolling sideways, and shows plain code without a language', () => {
    const { container } = render(<CodeBlock caption="Key" code={'x'.repeat(400)} />);
    const pre = container.querySelector('pre');
    expect(pre?.className).toContain('whitespace-pre-wrap');
    expect(pre?.className).toContain('[overflow-wrap:anywhere]');
    expect(pre?.className).not.toContain('overflow-x-auto');
    expect(container.querySelector('[data-token]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy: Key' })).toBeTruthy();
  });
});
