import { describe, expect, it } from 'vitest';
import { ingestMethods, ingestSnippetsFor } from './ingest-snippets';

const destination = { origin: 'https://lookout.acme.dev', publicKey: 'pk-1', privateKey: 'sk-2' };

describe('ingestSnippetsFor', () => {
  it('points every SDK at this server with the project key', () => {
    for (const method of ingestMethods) {
      const code = ingestSnippetsFor(method, destination)
        .map((snippet) => snippet.code)
        .join('\n');
      expect(code).toContain('https://lookout.acme.dev');
      expect(code).toContain('pk-1');
    }
  });

  it('uses the environment each SDK reads', () => {
    const text = (method: (typeof ingestMethods)[number], privateKey: string | null = 'sk-2') =>
      ingestSnippetsFor(method, { ...destination, privateKey })
        .map((snippet) => snippet.code)
        .join('\n');
    expect(text('lunary-python')).toContain('LUNARY_API_URL="https://lookout.acme.dev"');
    expect(text('opentelemetry')).toContain(
      'OTEL_EXPORTER_OTLP_HEADERS="Authorization=Bearer%20pk-1"',
    );
    expect(text('langfuse')).toContain('LANGFUSE_BASEURL="https://lookout.acme.dev"');
    expect(text('langfuse')).toContain('LANGFUSE_SECRET_KEY="sk-2"');
    expect(text('langfuse', null)).toContain('LANGFUSE_SECRET_KEY="<your private key');
  });
});
