import { gzipSync } from 'node:zlib';
import protobuf from 'protobufjs';
import { describe, expect, it } from 'vitest';
import { decodeOtlpRequest } from './otlp-decode.js';
import { exportTraceServiceRequestType } from './otlp-trace.proto.js';

const traceId = '5b8efff798038103d269b633813fc60c';
const spanId = 'eee19b7ec3c1b174';
const parentSpanId = 'eee19b7ec3c1b173';

const jsonRequest = {
  resourceSpans: [
    {
      resource: { attributes: [{ key: 'service.name', value: { stringValue: 'support-bot' } }] },
      scopeSpans: [
        {
          scope: { name: '@opentelemetry/instrumentation-openai', version: '0.5.0' },
          spans: [
            {
              traceId,
              spanId,
              parentSpanId,
              name: 'chat gpt-4o-mini',
              kind: 3,
              startTimeUnixNano: '1795314751139000000',
              endTimeUnixNano: '1795314751177000000',
              attributes: [
                { key: 'str', value: { stringValue: 'text' } },
                { key: 'int.number', value: { intValue: 21 } },
                { key: 'int.text', value: { intValue: '50' } },
                { key: 'int.huge', value: { intValue: '9223372036854775807' } },
                { key: 'double', value: { doubleValue: 0.3 } },
                { key: 'bool', value: { boolValue: true } },
                {
                  key: 'array',
                  value: { arrayValue: { values: [{ stringValue: 'stop' }, { intValue: '2' }] } },
                },
                {
                  key: 'kvlist',
                  value: {
                    kvlistValue: { values: [{ key: 'nested', value: { boolValue: false } }] },
                  },
                },
                { key: 'bytes', value: { bytesValue: 'aGVsbG8=' } },
                { key: 'empty', value: {} },
              ],
              events: [
                { timeUnixNano: '1795314751150000000', name: 'first-token', attributes: [] },
              ],
              status: { code: 2, message: 'Rate limited' },
            },
          ],
        },
      ],
    },
  ],
};

const utf8 = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

describe('decodeOtlpRequest (JSON)', () => {
  it('reads ids, nanosecond times and every AnyValue kind', () => {
    const result = decodeOtlpRequest(utf8(jsonRequest), 'application/json', undefined);
    if (!result.ok) throw new Error(result.error);
    expect(result.format).toBe('json');
    expect(result.rejections).toEqual([]);
    const [span] = result.spans;
    expect(span).toMatchObject({
      traceId,
      spanId,
      parentSpanId,
      name: 'chat gpt-4o-mini',
      kind: 3,
      startTime: new Date(1795314751139),
      endTime: new Date(1795314751177),
      status: { code: 2, message: 'Rate limited' },
      resource: { 'service.name': 'support-bot' },
      scope: { name: '@opentelemetry/instrumentation-openai', version: '0.5.0' },
      events: [{ name: 'first-token', time: new Date(1795314751150), attributes: {} }],
    });
    expect(span?.attributes).toEqual({
      str: 'text',
      'int.number': 21,
      'int.text': 50,
      'int.huge': '9223372036854775807',
      double: 0.3,
      bool: true,
      array: ['stop', 2],
      kvlist: { nested: false },
      bytes: 'aGVsbG8=',
      empty: null,
    });
  });

  it('rejects spans with bad ids one by one and keeps the rest', () => {
    const spans = [
      { traceId, spanId, name: 'ok' },
      { traceId: 'xyz', spanId, name: 'bad trace' },
      { traceId, spanId: '0000000000000000', name: 'zero span' },
    ];
    const result = decodeOtlpRequest(
      utf8({ resourceSpans: [{ scopeSpans: [{ spans }] }] }),
      'application/json; charset=utf-8',
      undefined,
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.spans.map((span) => span.name)).toEqual(['ok']);
    expect(result.rejections).toEqual([
      { index: 1, id: spanId, reason: expect.stringContaining('Invalid traceId') },
      { index: 2, id: '0000000000000000', reason: expect.stringContaining('Invalid spanId') },
    ]);
  });

  it('accepts an empty export and sniffs JSON without a content type', () => {
    const result = decodeOtlpRequest(utf8({}), undefined, undefined);
    expect(result).toEqual({ ok: true, format: 'json', spans: [], rejections: [] });
  });

  it('answers unreadable bodies with a clear error and status', () => {
    expect(
      decodeOtlpRequest(new TextEncoder().encode('{nope'), 'application/json', undefined),
    ).toEqual({
      ok: false,
      format: 'json',
      status: 400,
      error: 'Invalid JSON body',
    });
    expect(decodeOtlpRequest(utf8({}), 'text/plain', undefined)).toMatchObject({
      ok: false,
      status: 415,
      error: expect.stringContaining("Unsupported content type 'text/plain'"),
    });
    expect(decodeOtlpRequest(utf8({}), 'application/json', 'br')).toMatchObject({
      ok: false,
      status: 415,
    });
  });
});

describe('decodeOtlpRequest (gzip)', () => {
  it('inflates gzip bodies, declared or not', () => {
    const gzipped = gzipSync(utf8(jsonRequest));
    const declared = decodeOtlpRequest(gzipped, 'application/json', 'gzip');
    const undeclared = decodeOtlpRequest(gzipped, 'application/json', undefined);
    expect(declared.ok && declared.spans[0]?.spanId).toBe(spanId);
    expect(undeclared.ok && undeclared.spans[0]?.spanId).toBe(spanId);
  });

  it('stops a zip bomb at the decompressed-size cap', () => {
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20));
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    const result = decodeOtlpRequest(bomb, 'application/json', 'gzip', {
      maxDecompressedBytes: 1024 * 1024,
    });
    expect(result).toMatchObject({
      ok: false,
      status: 413,
      error: expect.stringContaining('larger than'),
    });
  });

  it('rejects a body that is not gzip', () => {
    expect(decodeOtlpRequest(utf8({}), 'application/json', 'gzip')).toMatchObject({
      ok: false,
      status: 400,
      error: 'Invalid gzip body',
    });
  });
});

const linkedTraceId = '0af7651916cd43dd8448eb211c80319c';

/** Wire bytes written field by field from the numbers of the OTLP .proto files, not from our descriptor. */
function handWrittenRequest(): Uint8Array {
  const w = protobuf.Writer.create();
  const field = (number: number, wireType: number) => (number << 3) | wireType;
  w.uint32(field(1, 2)).fork(); // ExportTraceServiceRequest.resource_spans
  w.uint32(field(1, 2)).fork(); // ResourceSpans.resource
  w.uint32(field(1, 2)).fork(); // Resource.attributes
  w.uint32(field(1, 2)).string('service.name'); // KeyValue.key
  w.uint32(field(2, 2)).fork().uint32(field(1, 2)).string('billing').ldelim(); // value.string_value
  w.ldelim().ldelim();
  w.uint32(field(2, 2)).fork(); // ResourceSpans.scope_spans
  w.uint32(field(1, 2))
    .fork()
    .uint32(field(1, 2))
    .string('manual')
    .uint32(field(2, 2))
    .string('1.0')
    .ldelim();
  w.uint32(field(2, 2)).fork(); // ScopeSpans.spans
  w.uint32(field(1, 2)).bytes(Buffer.from(traceId, 'hex')); // trace_id
  w.uint32(field(2, 2)).bytes(Buffer.from(spanId, 'hex')); // span_id
  w.uint32(field(4, 2)).bytes(Buffer.from(parentSpanId, 'hex')); // parent_span_id
  w.uint32(field(5, 2)).string('tool call'); // name
  w.uint32(field(6, 0)).int32(1); // kind
  w.uint32(field(7, 1)).fixed64('1795314751139000000'); // start
  w.uint32(field(8, 1)).fixed64('1795314751177000000'); // end
  w.uint32(field(9, 2)).fork(); // attributes
  w.uint32(field(1, 2)).string('retries');
  w.uint32(field(2, 2)).fork().uint32(field(3, 0)).int64(3).ldelim(); // int_value
  w.ldelim();
  w.uint32(field(9, 2)).fork();
  w.uint32(field(1, 2)).string('raw');
  w.uint32(field(2, 2)).fork().uint32(field(7, 2)).bytes(Buffer.from('hi')).ldelim(); // bytes_value
  w.ldelim();
  w.uint32(field(11, 2)).fork(); // events
  w.uint32(field(1, 1)).fixed64('1795314751150000000');
  w.uint32(field(2, 2)).string('exception');
  w.ldelim();
  w.uint32(field(13, 2)).fork(); // links
  w.uint32(field(1, 2)).bytes(Buffer.from(linkedTraceId, 'hex')); // Link.trace_id
  w.uint32(field(2, 2)).bytes(Buffer.from(spanId, 'hex')); // Link.span_id
  w.uint32(field(4, 2)).fork(); // Link.attributes
  w.uint32(field(1, 2)).string('reason');
  w.uint32(field(2, 2)).fork().uint32(field(1, 2)).string('batch').ldelim();
  w.ldelim();
  w.ldelim();
  w.uint32(field(15, 2))
    .fork()
    .uint32(field(2, 2))
    .string('boom')
    .uint32(field(3, 0))
    .int32(2)
    .ldelim(); // status
  w.ldelim(); // span
  w.ldelim(); // scope spans
  w.ldelim(); // resource spans
  return w.finish();
}

describe('decodeOtlpRequest (protobuf)', () => {
  it('reads an ExportTraceServiceRequest written with the OTLP field numbers', () => {
    const result = decodeOtlpRequest(handWrittenRequest(), 'application/x-protobuf', undefined);
    if (!result.ok) throw new Error(result.error);
    expect(result.format).toBe('protobuf');
    expect(result.spans).toEqual([
      {
        index: 0,
        traceId,
        spanId,
        parentSpanId,
        name: 'tool call',
        kind: 1,
        startTime: new Date(1795314751139),
        endTime: new Date(1795314751177),
        attributes: { retries: 3, raw: Buffer.from('hi').toString('base64') },
        events: [{ name: 'exception', time: new Date(1795314751150), attributes: {} }],
        links: [{ traceId: linkedTraceId, spanId, attributes: { reason: 'batch' } }],
        status: { code: 2, message: 'boom' },
        resource: { 'service.name': 'billing' },
        scope: { name: 'manual', version: '1.0' },
      },
    ]);
  });

  it('decodes gzipped protobuf the same as JSON', () => {
    const message = exportTraceServiceRequestType.fromObject({
      resourceSpans: [
        {
          scopeSpans: [
            {
              spans: [
                {
                  traceId: Buffer.from(traceId, 'hex'),
                  spanId: Buffer.from(spanId, 'hex'),
                  name: 'chat',
                  startTimeUnixNano: '1795314751139000000',
                  attributes: [
                    {
                      key: 'list',
                      value: {
                        arrayValue: { values: [{ doubleValue: 1.5 }, { boolValue: false }] },
                      },
                    },
                    {
                      key: 'map',
                      value: {
                        kvlistValue: { values: [{ key: 'a', value: { stringValue: 'b' } }] },
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    const body = gzipSync(exportTraceServiceRequestType.encode(message).finish());
    const result = decodeOtlpRequest(body, 'application/x-protobuf', 'gzip');
    if (!result.ok) throw new Error(result.error);
    expect(result.spans[0]?.attributes).toEqual({ list: [1.5, false], map: { a: 'b' } });
    expect(result.spans[0]?.parentSpanId).toBeUndefined();
  });

  it('answers a broken protobuf body with 400', () => {
    expect(
      decodeOtlpRequest(Uint8Array.from([0x0a, 0xff, 0x01]), 'application/x-protobuf', undefined),
    ).toEqual({
      ok: false,
      format: 'protobuf',
      status: 400,
      error: 'Invalid protobuf body',
    });
  });
});
