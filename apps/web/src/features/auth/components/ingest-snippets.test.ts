import { describe, expect, it } from 'vitest';
import { ingestSdks, ingestSnippets } from './ingest-snippets';

const target = { origin: 'https://lookout.acme.dev', publicKey: 'pk-lo-123' };

describe('ingestSnippets', () => {
  it('points every SDK at this server with the public key', () => {
    for (const sdk of ingestSdks) {
      const code = ingestSnippets(sdk, target)
        .map((snippet) => snippet.code)
        .join('\n');
      expect(code).toContain('https://lookout.acme.dev');
      expect(code).toContain('pk-lo-123');
    }
  });

  it('sends OpenTelemetry traces with a URL-encoded bearer header', () => {
    const [env] = ingestSnippets('opentelemetry', target);
    expect(env?.code).toContain('OTEL_EXPORTER_OTLP_ENDPOINT="https://lookout.acme.dev"');
    expect(env?.code).toContain('Authorization=Bearer%20pk-lo-123');
  });
});
