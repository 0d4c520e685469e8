import type { CodeLanguage } from './code-language';

/** The ways to send data that signup and a new project's empty logs page explain, in tab order. */
export const ingestMethods = ['lunary-js', 'lunary-python', 'opentelemetry', 'langfuse'] as const;
export type IngestMethod = (typeof ingestMethods)[number];

/** Tab labels. */
export const ingestMethodLabels = {
  'lunary-js': 'Lunary JS',
  'lunary-python': 'Lunary Python',
  opentelemetry: 'OpenTelemetry',
  langfuse: 'Langfuse',
} as const satisfies Record<IngestMethod, string>;

/** Where an SDK sends data and with which keys. */
export interface IngestDestination {
  /** This server's origin, for example `https://lookout.acme.dev`. */
  origin: string;
  /** The project's public key (send-only, safe in app code). */
  publicKey: string;
  /** The project's private key, when the user may see it. */
  privateKey: string | null;
}

/** One block of code to copy. */
export interface IngestSnippet {
  caption: string;
  code: string;
  /** How to colour it. */
  language: CodeLanguage;
}

const privateKeyPlaceholder = '<your private key, from Settings>';

/**
 * The setup of each SDK pointed at this server, keys filled in. Only the URL and keys differ
 * from each SDK's usual setup.
 *
 * @example ingestSnippetsFor('opentelemetry', { origin: 'http://127.0.0.1:3333', publicKey: 'pk', privateKey: null })[0]?.code
 * // 'OTEL_EXPORTER_OTLP_ENDPOINT="http://127.0.0.1:3333"\n…'
 */
export function ingestSnippetsFor(
  method: IngestMethod,
  { origin, publicKey, privateKey }: IngestDestination,
): IngestSnippet[] {
  switch (method) {
    case 'lunary-js':
      return [
        { caption: 'Install', code: 'npm install lunary openai', language: 'shell' },
        {
          caption: 'Monitor your OpenAI client',
          language: 'javascript',
          code: [
            "import lunary from 'lunary';",
            "import { monitorOpenAI } from 'lunary/openai';",
            "import OpenAI from 'openai';",
            '',
            `lunary.init({ publicKey: '${publicKey}', apiUrl: '${origin}' });`,
            '',
            'const openai = monitorOpenAI(new OpenAI());',
            'await openai.chat.completions.create({',
            "  model: 'gpt-4o-mini',",
            "  messages: [{ role: 'user', content: 'Hello!' }],",
            '});',
          ].join('\n'),
        },
      ];
    case 'lunary-python':
      return [
        { caption: 'Install', code: 'pip install lunary openai', language: 'shell' },
        {
          caption: 'Environment',
          language: 'shell',
          code: [`LUNARY_PUBLIC_KEY="${publicKey}"`, `LUNARY_API_URL="${origin}"`].join('\n'),
        },
        {
          caption: 'Monitor your OpenAI client',
          language: 'python',
          code: [
            'import lunary',
            'from openai import OpenAI',
            '',
            'client = OpenAI()',
            'lunary.monitor(client)',
            '',
            'client.chat.completions.create(',
            '    model="gpt-4o-mini",',
            '    messages=[{"role": "user", "content": "Hello!"}],',
            ')',
          ].join('\n'),
        },
      ];
    case 'opentelemetry':
      return [
        {
          caption: 'Environment of any OTLP/HTTP trace exporter (spans go to /v1/traces)',
          language: 'shell',
          code: [
            `OTEL_EXPORTER_OTLP_ENDPOINT="${origin}"`,
            `OTEL_EXPORTER_OTLP_HEADERS="Authorization=Bearer%20${publicKey}"`,
          ].join('\n'),
        },
      ];
    case 'langfuse':
      return [
        {
          caption: 'Environment of the Langfuse SDK',
          language: 'shell',
          code: [
            `LANGFUSE_PUBLIC_KEY="${publicKey}"`,
            `LANGFUSE_SECRET_KEY="${privateKey ?? privateKeyPlaceholder}"`,
            `LANGFUSE_BASEURL="${origin}"`,
            '# Python and newer SDKs read the URL from LANGFUSE_HOST or LANGFUSE_BASE_URL',
            `LANGFUSE_HOST="${origin}"`,
          ].join('\n'),
        },
      ];
  }
}
