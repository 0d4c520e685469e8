/** The SDKs the last signup step shows, each with how to point it at this server. */
export const ingestSdks = ['lunary-js', 'python', 'opentelemetry', 'langfuse'] as const;
export type IngestSdk = (typeof ingestSdks)[number];

/** One block of code the user copies. */
export interface IngestSnippet {
  /** What the block is, for example 'Install' or 'Environment'. */
  caption: string;
  code: string;
}

/** Where the SDK sends data and with which key. */
export interface IngestTarget {
  /** This server's origin, for example `https://lookout.acme.dev`. */
  origin: string;
  /** The project's public key. */
  publicKey: string;
}

/** The tab label of each SDK. */
export const ingestSdkLabels = {
  'lunary-js': 'Lunary JS',
  python: 'Python',
  opentelemetry: 'OpenTelemetry',
  langfuse: 'Langfuse',
} as const satisfies Record<IngestSdk, string>;

/**
 * The snippets of each SDK, with the key and origin filled in. Only the URL changes compared
 * with each SDK's usual setup.
 *
 * @example ingestSnippets('python', { origin: 'http://127.0.0.1:3333', publicKey: 'pk-…' })
 */
export function ingestSnippets(
  sdk: IngestSdk,
  { origin, publicKey }: IngestTarget,
): IngestSnippet[] {
  switch (sdk) {
    case 'lunary-js':
      return [
        { caption: 'Install', code: 'npm install lunary' },
        {
          caption: 'Monitor your OpenAI client',
          code: [
            "import lunary from 'lunary';",
            "import { monitorOpenAI } from 'lunary/openai';",
            "import OpenAI from 'openai';",
            '',
            `lunary.init({ publicKey: '${publicKey}', apiUrl: '${origin}' });`,
            '',
            'const openai = monitorOpenAI(new OpenAI());',
          ].join('\n'),
        },
      ];
    case 'python':
      return [
        { caption: 'Install', code: 'pip install lunary' },
        {
          caption: 'Environment',
          code: [`LUNARY_PUBLIC_KEY="${publicKey}"`, `LUNARY_API_URL="${origin}"`].join('\n'),
        },
        {
          caption: 'Monitor your OpenAI client',
          code: [
            'import lunary',
            'from openai import OpenAI',
            '',
            'client = OpenAI()',
            'lunary.monitor(client)',
          ].join('\n'),
        },
      ];
    case 'opentelemetry':
      return [
        {
          caption: 'Environment of any OTLP/HTTP exporter (traces go to /v1/traces)',
          code: [
            `OTEL_EXPORTER_OTLP_ENDPOINT="${origin}"`,
            `OTEL_EXPORTER_OTLP_HEADERS="Authorization=Bearer%20${publicKey}"`,
            'OTEL_EXPORTER_OTLP_PROTOCOL="http/protobuf"',
          ].join('\n'),
        },
      ];
    case 'langfuse':
      return [
        {
          caption: 'Environment of the Langfuse SDK',
          code: [
            `LANGFUSE_PUBLIC_KEY="${publicKey}"`,
            'LANGFUSE_SECRET_KEY="<your private key, from Settings>"',
            `LANGFUSE_BASE_URL="${origin}"`,
          ].join('\n'),
        },
      ];
  }
}
