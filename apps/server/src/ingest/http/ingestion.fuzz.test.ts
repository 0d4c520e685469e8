import { randomUUID } from 'node:crypto';
import { deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectKeys, type SignedUp, signUp, upgradeToTeam } from '../../testing/accounts.js';
import { type FuzzApi, FuzzTally, fuzzCaseCount, fuzzTargets } from '../../testing/fuzz-target.js';
import {
  entriesObject,
  keyArb,
  looseRecord,
  mutated,
  numberArb,
  scalarArb,
  textArb,
  valueArb,
} from '../../testing/hostile-values.js';
import { json } from '../../testing/test-app.js';
import { exportTraceServiceRequestType } from '../otlp/otlp-trace.proto.js';

/*
 * Hostile bodies against every ingestion route: whatever arrives, the answer is
 * a 4xx or a 2xx naming each refused event, never a 5xx; JSON carries a
 * message; the server keeps answering; runs stored before stay as they were.
 * Cases come from fixed seeds, so a failure names a case that reproduces.
 */

type Body = string | Uint8Array;
interface Case {
  label: string;
  body: Body;
  headers: Record<string, string>;
}
interface Route {
  path: string;
  statuses: number[];
  /** Checks a 2xx JSON body; returns what is wrong, or null. */
  success(body: Record<string, unknown>): string | null;
}

const casesPerRoute = fuzzCaseCount(200);
/** Mangled-text cases on top of the structured ones. */
const textCasesPerRoute = Math.ceil(casesPerRoute / 4);
const requestTimeoutMs = 20_000;
const mib = 1024 * 1024;

const messagesArb = fc.array(
  fc.record(
    {
      role: fc.oneof(fc.constantFrom('user', 'assistant', 'system', 'tool'), scalarArb),
      content: fc.oneof(textArb, valueArb),
    },
    { requiredKeys: [] },
  ),
  { maxLength: 3 },
);
const contentArb = fc.oneof(valueArb, messagesArb, textArb);
const idArb = fc.oneof(fc.uuid(), textArb, numberArb, valueArb);
const timeArb = fc.oneof(
  fc.constantFrom(
    1e20,
    -1,
    0,
    8.64e15 + 1,
    1e17,
    1e19,
    1.7e308,
    '1e20',
    'NaN',
    'Infinity',
    '',
    '2026-13-45T99:00:00Z',
    '+275760-09-13T00:00:00.000Z',
    '-271821-04-20T00:00:00Z',
    '0001-01-01T00:00:00Z',
    'yesterday',
  ),
  fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }),
  scalarArb,
);
const jsonCase = (label: string, value: unknown, headers: Record<string, string> = {}): Case => ({
  label,
  body: JSON.stringify(value) ?? 'null',
  headers: { 'content-type': 'application/json', ...headers },
});

const atArb = fc.integer({ min: 1_750_000_000_000, max: 1_850_000_000_000 });
const modelArb = fc.constantFrom(
  'gpt-4o',
  'gpt-4o-mini',
  'gpt-3.5-turbo',
  'claude-3-5-sonnet',
  'mistral-large',
);
const chatArb = fc.array(
  fc.record({
    role: fc.constantFrom('user', 'assistant', 'system'),
    content: fc.lorem({ maxCount: 8 }),
  }),
  { minLength: 1, maxLength: 3 },
);

// ── Lunary ────────────────────────────────────────────────────────────────────
const lunaryFields = {
  event: fc.oneof(
    fc.constantFrom(
      'start',
      'end',
      'error',
      'update',
      'feedback',
      'chat',
      'custom-event',
      'info',
      'warn',
      'log',
    ),
    scalarArb,
  ),
  type: fc.oneof(
    fc.constantFrom(
      'llm',
      'chain',
      'agent',
      'tool',
      'thread',
      'convo',
      'chat',
      'embed',
      'log',
      'retriever',
    ),
    scalarArb,
  ),
  runId: idArb,
  parentRunId: idArb,
  timestamp: timeArb,
  name: textArb,
  input: contentArb,
  output: contentArb,
  tokensUsage: looseRecord({
    prompt: numberArb,
    completion: fc.oneof(numberArb, scalarArb),
    promptCached: numberArb,
  }),
  metadata: entriesObject(valueArb),
  params: valueArb,
  tags: fc.oneof(fc.array(textArb, { maxLength: 3 }), valueArb),
  userId: idArb,
  userProps: entriesObject(valueArb),
  message: contentArb,
  feedback: entriesObject(fc.oneof(fc.constantFrom('up', 'down'), scalarArb)),
  error: valueArb,
  extra: valueArb,
  templateId: idArb,
};
const lunaryBaseArb = fc.record(
  {
    event: fc.constantFrom(
      'start',
      'end',
      'error',
      'update',
      'chat',
      'feedback',
      'custom-event',
      'info',
    ),
    type: fc.constantFrom('llm', 'chain', 'agent', 'tool', 'embed', 'thread'),
    runId: fc.uuid(),
    parentRunId: fc.uuid(),
    timestamp: atArb,
    name: modelArb,
    userId: fc.constantFrom('u-1', 'u-2'),
    input: chatArb,
    output: chatArb,
    message: chatArb.map((messages) => messages[0]),
    feedback: fc.constant({ thumbs: 'up' }),
    tokensUsage: fc.record({ prompt: fc.nat(5000), completion: fc.nat(5000) }),
  },
  { requiredKeys: ['event', 'type', 'runId', 'timestamp'] },
);
const lunaryEventArb = fc.oneof(
  { arbitrary: mutated(lunaryBaseArb, lunaryFields), weight: 4 },
  { arbitrary: looseRecord(lunaryFields), weight: 1 },
);
const lunaryBodyArb = fc.oneof(
  {
    arbitrary: fc.array(lunaryEventArb, { maxLength: 8 }).map((events) => ({ events })),
    weight: 6,
  },
  fc.array(lunaryEventArb, { maxLength: 4 }),
  lunaryEventArb,
  lunaryEventArb.map((events) => ({ events })),
  valueArb,
);
/** JSON text mangled in ways JSON.stringify never produces. */
function mangle(text: string, cut: number, mode: number): Body {
  const at = cut % (text.length + 1);
  switch (mode) {
    case 0:
      return text.slice(0, at);
    case 1:
      return text.replace(/-?\d+(\.\d+)?/, '1e400');
    case 2:
      return Buffer.concat([
        Buffer.from(text.slice(0, at)),
        Buffer.from([0xff, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0xc0, 0x80]),
        Buffer.from(text.slice(at)),
      ]);
    case 3:
      return `${text.slice(0, at)}\u0001\u0000${text.slice(at)}`;
    default:
      return `\ufeff${text}`;
  }
}
function textCases(arb: fc.Arbitrary<unknown>, seed: number, count: number): Case[] {
  return fc
    .sample(
      fc.tuple(
        arb,
        fc.nat(),
        fc.nat({ max: 4 }),
        fc.constantFrom('application/json', 'text/plain', '', 'application/json; charset=latin1'),
      ),
      { seed, numRuns: count },
    )
    .map(([value, cut, mode, type], index) => ({
      label: `#${index} mangled ${mode}`,
      body: mangle(JSON.stringify(value) ?? 'null', cut, mode),
      headers: type ? { 'content-type': type } : ({} as Record<string, string>),
    }));
}

// ── OTLP ──────────────────────────────────────────────────────────────────────
const attributeKeys = [
  'gen_ai.system',
  'gen_ai.request.model',
  'gen_ai.usage.input_tokens',
  'gen_ai.usage.output_tokens',
  'gen_ai.prompt.0.content',
  'gen_ai.completion.0.content',
  'gen_ai.input.messages',
  'llm.token_count.prompt',
  'llm.input_messages.0.message.role',
  'input.value',
  'output.value',
  'openinference.span.kind',
  'traceloop.span.kind',
  'langfuse.observation.type',
  'langfuse.observation.usage_details',
  'langfuse.observation.cost_details',
  'langfuse.trace.tags',
  'langfuse.trace.metadata',
  'session.id',
  'user.id',
];
const hex = (bytes: number) =>
  fc.uint8Array({ minLength: bytes, maxLength: bytes }).map((b) => Buffer.from(b).toString('hex'));
const hexArb = (bytes: number) => fc.oneof(hex(bytes), fc.constant('0'.repeat(bytes * 2)), textArb);
const nanosArb = fc.oneof(
  fc.constantFrom(
    '99999999999999999999999',
    '1e20',
    '-5',
    '0',
    '1800000000000000000',
    '8640000000000000000000',
    '253402300800000000000',
  ),
  fc.bigInt({ min: 0n, max: 2n ** 80n }).map(String),
  numberArb,
  scalarArb,
);
const { anyValue: anyValueArb } = fc.letrec<{ anyValue: unknown; kv: unknown }>((tie) => ({
  anyValue: fc.oneof(
    { maxDepth: 3, depthSize: 'small' },
    fc.record({
      stringValue: fc.oneof(
        textArb,
        fc.json({ maxDepth: 2 }),
        fc.constantFrom(
          '{"role":"user","content":"\\u0000"}',
          '[{"role":"user","content":"\\ud800"}]',
        ),
      ),
    }),
    fc.record({ boolValue: scalarArb }),
    fc.record({ intValue: nanosArb }),
    fc.record({ doubleValue: fc.oneof(numberArb, fc.constantFrom('NaN', 'Infinity')) }),
    fc.record({ arrayValue: fc.record({ values: fc.array(tie('anyValue'), { maxLength: 3 }) }) }),
    fc.record({ kvlistValue: fc.record({ values: fc.array(tie('kv'), { maxLength: 3 }) }) }),
    fc.record({ bytesValue: textArb }),
    valueArb,
  ),
  kv: fc.record(
    { key: fc.oneof(fc.constantFrom(...attributeKeys), keyArb, scalarArb), value: tie('anyValue') },
    { requiredKeys: [] },
  ),
}));
const hostileAttributesArb = fc.array(
  fc.record({ key: fc.oneof(fc.constantFrom(...attributeKeys), keyArb), value: anyValueArb }),
  { minLength: 1, maxLength: 4 },
);
const spanBaseArb = fc
  .record({
    traceId: hex(16),
    spanId: hex(8),
    name: fc.constantFrom('chat', 'openai.chat', 'agent'),
    startTimeUnixNano: atArb.map((ms) => `${ms}000000`),
    endTimeUnixNano: atArb.map((ms) => `${ms}500000`),
    model: modelArb,
  })
  .map(({ model, ...span }) => ({
    ...span,
    attributes: [
      { key: 'gen_ai.request.model', value: { stringValue: model } },
      { key: 'gen_ai.usage.input_tokens', value: { intValue: '12' } },
      { key: 'input.value', value: { stringValue: 'Hi' } },
    ],
  }));
const spanArb = mutated(spanBaseArb, {
  traceId: hexArb(16),
  spanId: hexArb(8),
  parentSpanId: hexArb(8),
  name: textArb,
  kind: fc.oneof(fc.integer(), fc.constant('SPAN_KIND_CLIENT'), scalarArb),
  startTimeUnixNano: nanosArb,
  endTimeUnixNano: nanosArb,
  attributes: fc.oneof(hostileAttributesArb, hostileAttributesArb, valueArb),
  events: fc.array(
    looseRecord({ name: textArb, timeUnixNano: nanosArb, attributes: hostileAttributesArb }),
    { maxLength: 2 },
  ),
  status: looseRecord({
    code: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.constant('STATUS_CODE_ERROR'), scalarArb),
    message: textArb,
  }),
});
const exportRequestArb = fc.oneof(
  {
    arbitrary: fc.record({
      resourceSpans: fc.array(
        fc.record(
          {
            resource: fc.record(
              { attributes: fc.oneof(hostileAttributesArb, valueArb) },
              { requiredKeys: [] },
            ),
            scopeSpans: fc.array(
              fc.record({
                scope: entriesObject(textArb),
                spans: fc.array(spanArb, { minLength: 1, maxLength: 4 }),
              }),
              { minLength: 1, maxLength: 2 },
            ),
          },
          { requiredKeys: ['scopeSpans'] },
        ),
        { minLength: 1, maxLength: 2 },
      ),
    }),
    weight: 5,
  },
  looseRecord({
    resourceSpans: fc.oneof(
      fc.array(
        looseRecord({
          scopeSpans: fc.oneof(
            fc.array(looseRecord({ spans: valueArb }), { maxLength: 2 }),
            valueArb,
          ),
        }),
      ),
      valueArb,
    ),
  }),
  valueArb,
);
/** The request as protobufjs wants it: ids as bytes. Null when it cannot be encoded. */
function encodeProtobuf(request: unknown): Uint8Array | null {
  const text = JSON.stringify(request, (key, value) =>
    ['traceId', 'spanId', 'parentSpanId'].includes(key) &&
    typeof value === 'string' &&
    /^([0-9a-f]{2})+$/.test(value)
      ? Buffer.from(value, 'hex').toString('base64')
      : value,
  );
  try {
    return exportTraceServiceRequestType
      .encode(exportTraceServiceRequestType.fromObject(JSON.parse(text ?? 'null')))
      .finish();
  } catch {
    return null;
  }
}
const otlpTypes = [
  'application/json',
  'application/x-protobuf',
  'application/protobuf',
  '',
  'text/plain',
  'APPLICATION/JSON; charset=utf-8',
  'multipart/form-data; boundary=x',
  ';;;',
];
const encodings = [
  'none',
  'none',
  'none',
  'gzip',
  'deflate',
  'gzip-header-only',
  'gzip-unannounced',
  'gzip-truncated',
  'br',
  'identity',
] as const;
function otlpCases(seed: number): Case[] {
  const arb = fc.tuple(
    exportRequestArb,
    fc.boolean(),
    fc.nat({ max: 9 }),
    fc.constantFrom(...encodings),
    fc.constantFrom(...otlpTypes),
    fc.uint8Array({ maxLength: 300 }),
    fc.nat(),
  );
  return fc
    .sample(arb, { seed, numRuns: casesPerRoute })
    .map(([request, asProtobuf, mutation, encoding, strayType, noise, at], index) => {
      let body: Uint8Array = Buffer.from(JSON.stringify(request) ?? 'null');
      let type = 'application/json';
      if (asProtobuf) {
        body = encodeProtobuf(request) ?? noise;
        type = 'application/x-protobuf';
      }
      if (mutation === 0) body = noise; // random bytes
      if (mutation === 1) body = body.subarray(0, at % (body.length + 1)); // truncated
      if (mutation === 2 && body.length > 0)
        body = Buffer.from(body).fill(at % 256, at % body.length, (at % body.length) + 1); // one byte changed
      if (mutation === 3) type = strayType;
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      if (encoding === 'gzip' || encoding === 'gzip-unannounced' || encoding === 'gzip-truncated')
        body = gzipSync(body);
      if (encoding === 'gzip-truncated')
        body = body.subarray(0, Math.max(2, body.length - 1 - (at % body.length)));
      if (encoding === 'deflate') body = deflateSync(body);
      if (encoding !== 'none' && encoding !== 'gzip-unannounced')
        headers['content-encoding'] =
          encoding === 'gzip-header-only' || encoding === 'gzip-truncated' ? 'gzip' : encoding;
      return {
        label: `#${index} ${asProtobuf ? 'protobuf' : 'json'} mutation ${mutation} ${encoding} '${type}'`,
        body,
        headers,
      };
    });
}

// ── Langfuse ──────────────────────────────────────────────────────────────────
const envelopeTypes = [
  'trace-create',
  'span-create',
  'span-update',
  'generation-create',
  'generation-update',
  'event-create',
  'score-create',
  'observation-create',
  'observation-update',
  'sdk-log',
  'dataset-run-item-create',
];
const observationFields = {
  id: idArb,
  traceId: idArb,
  parentObservationId: idArb,
  observationId: idArb,
  sessionId: idArb,
  userId: idArb,
  name: textArb,
  startTime: timeArb,
  endTime: timeArb,
  completionStartTime: timeArb,
  timestamp: timeArb,
  input: contentArb,
  output: contentArb,
  metadata: valueArb,
  model: textArb,
  modelParameters: entriesObject(scalarArb),
  usage: looseRecord({
    input: numberArb,
    output: numberArb,
    total: numberArb,
    unit: textArb,
    promptTokens: numberArb,
  }),
  usageDetails: entriesObject(fc.oneof(numberArb, scalarArb)),
  costDetails: entriesObject(fc.oneof(numberArb, scalarArb)),
  level: fc.oneof(fc.constantFrom('DEBUG', 'DEFAULT', 'WARNING', 'ERROR'), scalarArb),
  statusMessage: textArb,
  tags: fc.oneof(fc.array(textArb, { maxLength: 3 }), valueArb),
  value: fc.oneof(numberArb, scalarArb),
  dataType: textArb,
  comment: textArb,
  public: scalarArb,
  version: scalarArb,
  promptName: textArb,
  promptVersion: numberArb,
};
const iso = atArb.map((ms) => new Date(ms).toISOString());
const observationBaseArb = fc.record({
  id: fc.uuid(),
  traceId: fc.uuid(),
  name: fc.constantFrom('answer', 'retrieve', 'quality'),
  startTime: iso,
  endTime: iso,
  model: modelArb,
  input: chatArb,
  output: fc.lorem(),
  usage: fc.record({ input: fc.nat(900), output: fc.nat(900) }),
  value: fc.double({ min: 0, max: 1, noNaN: true }),
  sessionId: fc.constantFrom('s-1', 's-2'),
  userId: fc.constantFrom('u-1', 'u-2'),
});
const envelopeArb = fc.oneof(
  {
    arbitrary: fc.record({
      id: fc.uuid(),
      type: fc.constantFrom(...envelopeTypes),
      timestamp: iso,
      body: mutated(observationBaseArb, observationFields),
    }),
    weight: 4,
  },
  mutated(
    fc.record({
      id: fc.uuid(),
      type: fc.constantFrom(...envelopeTypes),
      timestamp: iso,
      body: observationBaseArb,
    }),
    { id: idArb, type: scalarArb, timestamp: timeArb, body: valueArb },
  ),
  looseRecord({
    id: idArb,
    type: fc.oneof(fc.constantFrom(...envelopeTypes), scalarArb),
    timestamp: timeArb,
    body: looseRecord(observationFields),
  }),
);
const langfuseBodyArb = fc.oneof(
  { arbitrary: fc.array(envelopeArb, { maxLength: 6 }).map((batch) => ({ batch })), weight: 6 },
  fc
    .tuple(fc.array(envelopeArb, { maxLength: 3 }), valueArb)
    .map(([batch, metadata]) => ({ batch, metadata })),
  valueArb.map((batch) => ({ batch })),
  valueArb,
);

// ── Checks ────────────────────────────────────────────────────────────────────
const isList = (value: unknown, item: (entry: Record<string, unknown>) => boolean) =>
  Array.isArray(value) &&
  value.every((entry) => typeof entry === 'object' && entry !== null && item(entry));
const lunaryRoute = (path: string, statuses: number[]): Route => ({
  path,
  statuses,
  success: (body) =>
    typeof body.accepted === 'number' &&
    isList(
      body.rejected,
      (r) => typeof r.index === 'number' && typeof r.reason === 'string' && r.reason !== '',
    )
      ? null
      : 'not {accepted, rejected[{index, reason}]}',
});
const otlpRoute = (path: string): Route => ({
  path,
  statuses: [200, 400, 413, 415],
  success: (body) => (typeof body.partialSuccess === 'object' ? null : 'no partialSuccess'),
});
const langfuseRoute: Route = {
  path: '/api/public/ingestion',
  statuses: [207, 400, 413],
  success: (body) =>
    isList(body.successes, (s) => s.status === 201) &&
    isList(
      body.errors,
      (e) => e.status === 400 && typeof e.message === 'string' && typeof e.id === 'string',
    )
      ? null
      : 'not {successes, errors}',
};

function withTimeout<T>(promise: Promise<T>, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${label}: no answer within ${requestTimeoutMs} ms`)),
      requestTimeoutMs,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

describe.each(fuzzTargets())('ingestion under hostile input on $kind', (target) => {
  let api: FuzzApi;
  let close = async () => {};
  const tally = new FuzzTally(target.kind);
  let owner: SignedUp;
  let bearer: Record<string, string>;
  let basic: Record<string, string>;
  let publicKey = '';
  let stored: unknown[] = [];
  const serverErrors: string[] = [];
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype);

  const send = (path: string, body: Body | undefined, headers: Record<string, string>) =>
    withTimeout(
      api.request(path, { method: 'POST', headers, ...(body === undefined ? {} : { body }) }),
      path,
    );
  const list = (type: string, page = 0) =>
    api.call('GET', `/v1/runs?projectId=${owner.projectId}&type=${type}&limit=100&page=${page}`, {
      token: owner.token,
    });

  /** What is wrong with the answer to one case, or null. */
  async function verdict(
    route: Route,
    sent: Case,
    auth: Record<string, string>,
  ): Promise<string | null> {
    serverErrors.length = 0;
    const response = await send(route.path, sent.body, { ...sent.headers, ...auth });
    tally.count(route.path, response.status);
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    if (response.status >= 500)
      return `${response.status} ${text.slice(0, 120)} ${serverErrors.join(' | ').slice(0, 300)}`;
    if (!route.statuses.includes(response.status))
      return `unexpected status ${response.status}: ${text.slice(0, 120)}`;
    if (response.status === 200 && type.includes('protobuf')) return null;
    if (!type.includes('application/json')) return `${response.status} answered as '${type}'`;
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return `${response.status} with a body that is not JSON`;
    }
    if (response.status >= 400) {
      const explained =
        (typeof body.message === 'string' && body.message !== '') ||
        (Array.isArray(body.rejected) && body.rejected.length > 0);
      return explained ? null : `${response.status} without a message: ${text.slice(0, 120)}`;
    }
    return route.success(body);
  }

  const countRuns = async () => {
    let total = 0;
    for (const type of ['llm', 'trace', 'thread'])
      total += (
        await json<{ count: number }>(
          api.call('GET', `/v1/runs/count?projectId=${owner.projectId}&type=${type}`, {
            token: owner.token,
          }),
        )
      ).count;
    return total;
  };

  /**
   * Sends every case, checking health after each batch of 25; returns the
   * failures. Unless the route only refuses, some cases must get through to the
   * writer, or the generators have stopped reaching it.
   */
  async function fuzz(
    route: Route,
    cases: Case[],
    auth: Record<string, string> = bearer,
    minStored = 0,
  ): Promise<string[]> {
    const before = minStored > 0 ? await countRuns() : 0;
    const failures: string[] = [];
    for (const [index, sent] of cases.entries()) {
      const problem = await verdict(route, sent, auth).catch((error: unknown) => {
        tally.count(route.path, 'no answer');
        return String(error);
      });
      if (problem) failures.push(`${route.path} ${sent.label}: ${problem}`);
      if (index % 25 === 24 || index === cases.length - 1) {
        expect((await api.call('GET', '/v1/version')).status).toBe(200);
        expect(
          (
            await api.call('GET', `/v1/runs/count?projectId=${owner.projectId}&type=llm`, {
              token: owner.token,
            })
          ).status,
        ).toBe(200);
      }
    }
    // `minStored` is for the default 200 cases; other counts scale it.
    const needed = Math.floor((minStored * casesPerRoute) / 200);
    if (minStored > 0) expect(await countRuns()).toBeGreaterThanOrEqual(before + needed);
    return failures;
  }

  beforeAll(async () => {
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      serverErrors.push(args.map(String).join(' '));
    });
    ({ api, close } = await target.open());
    owner = await signUp(api);
    // Thousands of events a run: past the free plan's monthly cap everything would be a 403.
    await upgradeToTeam(api, owner);
    const keys = await projectKeys(api, owner);
    publicKey = keys.public;
    const privateKey = keys.private;
    bearer = { authorization: `Bearer ${publicKey}` };
    basic = {
      authorization: `Basic ${Buffer.from(`${publicKey}:${privateKey}`).toString('base64')}`,
    };
    // Known good runs from each protocol, read back at the end.
    const at = Date.parse('2026-11-01T10:00:00Z');
    const good = await send(
      '/v1/runs/ingest',
      JSON.stringify({
        events: [
          {
            event: 'start',
            type: 'llm',
            runId: '5b0c6f2e-8d7a-4c1e-9f3b-2a6d8e4c1b70',
            timestamp: at,
            name: 'gpt-4o-mini',
            userId: 'u-1',
            tags: ['prod'],
            metadata: { plan: 'pro' },
            input: [{ role: 'user', content: 'Hello' }],
          },
          {
            event: 'end',
            type: 'llm',
            runId: '5b0c6f2e-8d7a-4c1e-9f3b-2a6d8e4c1b70',
            timestamp: at + 420,
            output: { role: 'assistant', content: 'Hi!' },
            tokensUsage: { prompt: 9, completion: 3 },
          },
        ],
      }),
      { 'content-type': 'application/json', ...bearer },
    );
    expect(good.status).toBe(200);
    const span = {
      traceId: '5b0c6f2e8d7a4c1e9f3b2a6d8e4c1b71',
      spanId: '9f3b2a6d8e4c1b72',
      name: 'chat',
      startTimeUnixNano: String(at * 1e6),
      endTimeUnixNano: String((at + 300) * 1e6),
      attributes: [
        { key: 'gen_ai.request.model', value: { stringValue: 'gpt-4o' } },
        { key: 'gen_ai.usage.input_tokens', value: { intValue: '12' } },
      ],
    };
    expect(
      (
        await send(
          '/v1/traces',
          JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans: [span] }] }] }),
          { 'content-type': 'application/json', ...bearer },
        )
      ).status,
    ).toBe(200);
    const generation = {
      id: 'e-1',
      type: 'generation-create',
      timestamp: new Date(at).toISOString(),
      body: {
        id: 'gen-known',
        traceId: 'trace-known',
        name: 'answer',
        model: 'claude-3-5-sonnet',
        startTime: new Date(at).toISOString(),
        endTime: new Date(at + 900).toISOString(),
        input: 'Hi',
        output: 'Hello',
        usage: { input: 5, output: 2 },
      },
    };
    expect(
      (
        await send('/api/public/ingestion', JSON.stringify({ batch: [generation] }), {
          'content-type': 'application/json',
          ...basic,
        })
      ).status,
    ).toBe(207);
    stored = (await json<{ data: unknown[] }>(list('llm'))).data;
    expect(stored).toHaveLength(3);
  });
  afterEach(() => tally.write());
  afterAll(async () => {
    vi.restoreAllMocks();
    tally.write();
    await close();
  });

  it('answers Lunary /v1/runs/ingest with a 4xx or per-event rejections, never a 5xx', async () => {
    const structured = fc
      .sample(lunaryBodyArb, { seed: 501, numRuns: casesPerRoute })
      .map((body, index) => jsonCase(`#${index}`, body));
    const failures = await fuzz(
      lunaryRoute('/v1/runs/ingest', [200, 207, 400, 413]),
      [...structured, ...textCases(lunaryBodyArb, 502, textCasesPerRoute)],
      bearer,
      50,
    );
    expect(failures).toEqual([]);
  });

  it('answers the legacy /api/report the same way, the key read from appId', async () => {
    /** Puts the project key on the first event, where old SDKs send it. */
    const withKey = (body: unknown) => {
      const record =
        typeof body === 'object' && body !== null ? (body as { events?: unknown }) : {};
      const events = Array.isArray(body)
        ? body
        : Array.isArray(record.events)
          ? record.events
          : [record.events ?? body];
      const first: unknown = events[0];
      if (typeof first === 'object' && first !== null && !Array.isArray(first))
        Object.assign(first, { appId: publicKey });
      return body;
    };
    const cases = fc
      .sample(fc.tuple(lunaryBodyArb, fc.nat({ max: 4 })), { seed: 503, numRuns: casesPerRoute })
      .map(([body, keyed], index) => jsonCase(`#${index}`, keyed > 0 ? withKey(body) : body));
    expect(
      await fuzz(lunaryRoute('/api/report', [200, 207, 400, 401, 413]), cases, {}, 30),
    ).toEqual([]);
  });

  it.each(['/v1/traces', '/otel/v1/traces'])(
    'answers OTLP %s (JSON, protobuf, gzip, deflate) with a 4xx or partial success',
    async (path) => {
      expect(
        await fuzz(otlpRoute(path), otlpCases(path === '/v1/traces' ? 509 : 510), bearer, 30),
      ).toEqual([]);
    },
  );

  it('answers Langfuse /api/public/ingestion with a 207 naming each refused envelope, or a 4xx', async () => {
    const cases = fc
      .sample(langfuseBodyArb, { seed: 505, numRuns: casesPerRoute })
      .map((body, index) => jsonCase(`#${index}`, body));
    expect(
      await fuzz(
        langfuseRoute,
        [...cases, ...textCases(langfuseBodyArb, 506, textCasesPerRoute)],
        basic,
        50,
      ),
    ).toEqual([]);
  });

  it('answers Langfuse OTLP /api/public/otel/v1/traces like OTLP', async () => {
    expect(await fuzz(otlpRoute('/api/public/otel/v1/traces'), otlpCases(507), basic, 30)).toEqual(
      [],
    );
  });

  it('refuses malformed credentials on every route with a JSON 401', async () => {
    const headers = fc.sample(
      fc.oneof(
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'Basic',
          'Basic !!!',
          `Basic ${Buffer.from('no-colon').toString('base64')}`,
          `Basic ${Buffer.from(`${publicKey}:wrong`).toString('base64')}`,
          `Bearer ${'x'.repeat(8000)}`,
          'Bearer \u00ff',
          'Digest x',
        ),
        fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((text) => `Bearer ${text}`),
      ),
      { seed: 508, numRuns: 20 },
    );
    const failures: string[] = [];
    for (const path of [
      '/v1/runs/ingest',
      '/v1/traces',
      '/otel/v1/traces',
      '/api/public/ingestion',
      '/api/public/otel/v1/traces',
    ]) {
      failures.push(
        ...(await fuzz(
          { ...otlpRoute(path), statuses: [401] },
          headers
            .map((authorization) => jsonCase(authorization.slice(0, 30), { events: [], batch: [] }))
            .map((sent, index) => ({
              ...sent,
              headers: { ...sent.headers, authorization: headers[index] ?? '' },
            })),
          {},
        )),
      );
    }
    expect(failures).toEqual([]);
  });

  // ── Extremes, once each per route ───────────────────────────────────────────
  const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const deepObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const lunaryStart = (runId: string, input: string) =>
    `{"events":[{"event":"start","type":"llm","runId":"${runId}","timestamp":1793520000000,"name":"gpt-4o","input":${input}},{"event":"end","type":"llm","runId":"${runId}","timestamp":1793520000500,"output":${input}}]}`;
  const otlpWith = (value: string) =>
    `{"resourceSpans":[{"scopeSpans":[{"spans":[{"traceId":"0af7651916cd43dd8448eb211c80319c","spanId":"b7ad6b7169203331","name":"x","startTimeUnixNano":"1793520000000000000","attributes":[{"key":"input.value","value":${value}}]}]}]}]}`;
  const kvNest = (depth: number) =>
    `${'{"kvlistValue":{"values":[{"key":"k","value":'.repeat(depth)}{"stringValue":"leaf"}${'}]}}'.repeat(depth)}`;
  const langfuseWith = (value: string) =>
    `{"batch":[{"id":"deep","type":"generation-create","timestamp":"2026-11-01T00:00:00Z","body":{"id":"g-deep","traceId":"t-deep","startTime":"2026-11-01T00:00:00Z","input":${value},"output":${value}}}]}`;
  const extremes = (): [Route, Case[], Record<string, string>][] => {
    const bomb = gzipSync(Buffer.alloc(64 * mib));
    const overDecompressed = gzipSync(
      Buffer.concat([
        Buffer.from('{"resourceSpans":[],"pad":"'),
        Buffer.alloc(33 * mib, 'a'),
        Buffer.from('"}'),
      ]),
    );
    const huge = JSON.stringify('All work and no play makes a dull model. '.repeat(mib / 10));
    const json = { 'content-type': 'application/json' };
    const common = (make: (value: string) => string): Case[] => [
      { label: 'empty body', body: '', headers: json },
      { label: 'no body, no type', body: new Uint8Array(), headers: {} },
      { label: '10,000 nested arrays', body: deepArrays(10_000), headers: json },
      { label: '10,000 nested objects', body: deepObjects(10_000), headers: json },
      { label: 'field nested 10,000 arrays deep', body: make(deepArrays(10_000)), headers: json },
      { label: 'field nested 10,000 objects deep', body: make(deepObjects(10_000)), headers: json },
      { label: 'a 4 MiB string', body: make(huge), headers: json },
      {
        label: 'NUL and lone surrogates',
        body: make('"a\\u0000b \\ud800 \\udfff"'),
        headers: json,
      },
      {
        label: 'body over 16 MiB',
        body: make(JSON.stringify('b'.repeat(17 * mib))),
        headers: json,
      },
      {
        label: 'gzip bomb (64 MiB of zeros)',
        body: bomb,
        headers: { ...json, 'content-encoding': 'gzip' },
      },
      {
        label: 'invalid gzip',
        body: Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3, 4, 5, 6, 7]),
        headers: { ...json, 'content-encoding': 'gzip' },
      },
    ];
    return [
      [
        lunaryRoute('/v1/runs/ingest', [200, 207, 400, 413, 415]),
        common((v) => lunaryStart('7d3e9a40-1c55-4b8e-8f0a-6b2d4c9e1a01', v)),
        bearer,
      ],
      [
        otlpRoute('/v1/traces'),
        [
          ...common((v) =>
            otlpWith(`{"stringValue":${v.startsWith('"') ? v : JSON.stringify(v)}}`),
          ),
          { label: 'kvlist nested 10,000 deep', body: otlpWith(kvNest(10_000)), headers: json },
          {
            label: 'over 32 MiB once decompressed',
            body: overDecompressed,
            headers: { ...json, 'content-encoding': 'gzip' },
          },
          {
            label: 'deflate bomb',
            body: deflateSync(Buffer.alloc(64 * mib)),
            headers: { 'content-type': 'application/x-protobuf', 'content-encoding': 'deflate' },
          },
          {
            label: 'gzip inside gzip',
            body: gzipSync(gzipSync(Buffer.from(otlpWith('{"stringValue":"x"}')))),
            headers: { ...json, 'content-encoding': 'gzip' },
          },
          {
            label: 'protobuf nested 10,000 deep',
            body: Buffer.concat(
              Array.from({ length: 10_000 }, () => Buffer.from([0x0a, 0xff, 0xff, 0x03])),
            ),
            headers: { 'content-type': 'application/x-protobuf' },
          },
        ],
        bearer,
      ],
      [langfuseRoute, common(langfuseWith), basic],
    ];
  };

  it('survives deep nesting, huge strings, NUL, oversized bodies and compression bombs', {
    timeout: 600_000,
  }, async () => {
    const failures: string[] = [];
    for (const [route, cases, auth] of extremes())
      failures.push(
        ...(await fuzz({ ...route, statuses: [...route.statuses, 413, 415] }, cases, auth)),
      );
    expect(failures).toEqual([]);
  });

  it('counts the tokens of long one-character words without stalling the server', async () => {
    // Four messages, each one 40,000-character word of its own letter: the tokenizer
    // caches the words it has merged, so each database gets letters of its own.
    const letters = target.kind === 'pglite' ? 'abcd' : 'efgh';
    const messages = [...letters].map((letter) => ({
      role: 'user',
      content: letter.repeat(40_000),
    }));
    const began = performance.now();
    const response = await send(
      '/v1/runs/ingest',
      lunaryStart('0f6e1a52-93c4-4d07-b8e1-3c5a7d9f2b44', JSON.stringify(messages)),
      { 'content-type': 'application/json', ...bearer },
    );
    expect(response.status).toBe(200);
    // Counting in bounded slices takes milliseconds; merging each whole word is quadratic (about a second each).
    expect(performance.now() - began).toBeLessThan(1_500);
  });

  // ── Mixed batches: hostile events around good ones ─────────────────────────
  /**
   * Sends `casesPerRoute` batches, each of hostile events with one to three good
   * ones of a model named for the route slipped in; every good event must be
   * stored, whatever its neighbours.
   */
  async function mixedBatches(
    route: string,
    auth: Record<string, string>,
    statuses: number[],
    body: (hostile: unknown[], good: unknown[]) => unknown,
    hostileArb: fc.Arbitrary<unknown>,
    goodEvent: (model: string) => unknown,
    seed: number,
  ): Promise<string[]> {
    const model = `fuzz-good-${route.replaceAll('/', '-')}`;
    const failures: string[] = [];
    let sent = 0;
    const cases = fc.sample(
      fc.tuple(fc.array(hostileArb, { maxLength: 6 }), fc.integer({ min: 1, max: 3 }), fc.nat()),
      { seed, numRuns: casesPerRoute },
    );
    for (const [index, [hostile, goodCount, at]] of cases.entries()) {
      const good = Array.from({ length: goodCount }, () => goodEvent(model));
      const mixed = [...hostile];
      for (const event of good) mixed.splice(at % (mixed.length + 1), 0, event);
      sent += good.length;
      const response = await send(route, JSON.stringify(body(mixed, good)), {
        'content-type': 'application/json',
        ...auth,
      }).catch(() => undefined);
      tally.count(`${route} (mixed)`, response?.status ?? 'no answer');
      if (!response || !statuses.includes(response.status))
        failures.push(
          `${route} mixed #${index}: ${response?.status} ${(await response?.text())?.slice(0, 200)}`,
        );
      else await response.body?.cancel();
    }
    const stored = (
      await json<{ count: number }>(
        api.call(
          'GET',
          `/v1/runs/count?projectId=${owner.projectId}&type=llm&filters=${encodeURIComponent(`models=${model}`)}`,
          { token: owner.token },
        ),
      )
    ).count;
    tally.note(`${route} (mixed)`, 'good events sent', sent);
    tally.note(`${route} (mixed)`, 'good events stored', stored);
    if (stored !== sent) failures.push(`${route}: ${sent} good events sent, ${stored} stored`);
    return failures;
  }
  const isoAt = (ms: number) => new Date(ms).toISOString();
  const goodAt = Date.parse('2026-11-02T10:00:00Z');

  it('stores every good Lunary event of a batch full of hostile ones', async () => {
    expect(
      await mixedBatches(
        '/v1/runs/ingest',
        bearer,
        [200, 207],
        (events) => ({ events }),
        lunaryEventArb,
        (model) => ({
          event: 'start',
          type: 'llm',
          runId: randomUUID(),
          timestamp: goodAt,
          name: model,
          input: 'Hi',
        }),
        511,
      ),
    ).toEqual([]);
  });

  it('stores every good OTLP span of a request full of hostile ones', async () => {
    expect(
      await mixedBatches(
        '/v1/traces',
        bearer,
        [200],
        (spans) => ({ resourceSpans: [{ scopeSpans: [{ spans }] }] }),
        spanArb,
        (model) => ({
          traceId: randomUUID().replaceAll('-', ''),
          spanId: randomUUID().replaceAll('-', '').slice(0, 16),
          name: 'chat',
          startTimeUnixNano: `${goodAt}000000`,
          endTimeUnixNano: `${goodAt + 300}000000`,
          attributes: [
            { key: 'gen_ai.operation.name', value: { stringValue: 'chat' } },
            { key: 'gen_ai.request.model', value: { stringValue: model } },
          ],
        }),
        512,
      ),
    ).toEqual([]);
  });

  it('stores every good Langfuse envelope of a batch full of hostile ones', async () => {
    expect(
      await mixedBatches(
        '/api/public/ingestion',
        basic,
        [207],
        (batch) => ({ batch }),
        envelopeArb,
        (model) => ({
          id: randomUUID(),
          type: 'generation-create',
          timestamp: isoAt(goodAt),
          body: { id: randomUUID(), traceId: randomUUID(), startTime: isoAt(goodAt), model },
        }),
        513,
      ),
    ).toEqual([]);
  });

  it('keeps the runs stored before, keeps every list readable and leaves Object.prototype alone', async () => {
    for (const run of stored as { id: string }[]) {
      // The detail is the list row plus the name of its template version (none here) and what
      // the enrichers found (computed in the background, so whatever they found by now).
      expect(
        await json(
          api.call('GET', `/v1/runs/${run.id}?projectId=${owner.projectId}`, {
            token: owner.token,
          }),
        ),
      ).toEqual({ ...run, template: null, enrichments: expect.any(Object) });
    }
    for (const type of ['llm', 'trace', 'thread']) {
      for (const page of [0, 1, 2]) expect((await list(type, page)).status).toBe(200);
    }
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeKeys);
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});
