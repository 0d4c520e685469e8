import {
  type DatasetV2,
  type DatasetV2WithItems,
  datasetImportLimits,
  type ImportDatasetV2Response,
} from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import type { SignedUp } from '../testing/accounts.js';
import { recordedAuditTrail } from '../testing/audit-trail.js';
import { openSignedUpApp } from '../testing/signed-up-app.js';
import { json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())('dataset import and export on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  const scoped = (path: string) => `${path}?projectId=${owner.projectId}`;
  const create = (name: string) =>
    json<DatasetV2>(
      api.call('POST', scoped('/v1/datasets-v2'), { token: owner.token, body: { name } }),
    );
  const read = (id: string) =>
    json<DatasetV2WithItems>(
      api.call('GET', scoped(`/v1/datasets-v2/${id}`), { token: owner.token }),
    );
  const upload = async (
    id: string,
    content: string | Uint8Array<ArrayBuffer>,
    fileName: string,
    fields: Record<string, string> = {},
  ) => {
    const form = new FormData();
    form.append('file', new File([content], fileName));
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return api.app.request(scoped(`/v1/datasets-v2/${id}/import`), {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
  };
  const importFile = async (...args: Parameters<typeof upload>) => {
    const response = await upload(...args);
    expect(response.status, await response.clone().text()).toBe(200);
    return json<ImportDatasetV2Response>(response);
  };
  const failure = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    return (await json<{ message: string }>(response)).message;
  };

  beforeAll(async () => {
    ({ database, api, owner } = await openSignedUpApp(target, { edition: 'cloud' }));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('imports a CSV with a BOM, quoted multi-line cells and metadata columns, reporting bad rows', async () => {
    const dataset = await create('From CSV');
    const csv =
      '\uFEFFinput,expected_output,lang\r\n' +
      '"Hello, world",Bonjour,fr\r\n' +
      '"Line one\nline ""two""",,en\r\n' +
      '   ,orphan,de\r\n' +
      'Last,Fin,fr\r\n';
    const result = await importFile(dataset.id, csv, 'cases.csv');
    expect(result).toEqual({
      imported: 3,
      errors: [{ row: 3, message: 'The "input" cell is empty.' }],
    });
    const stored = await read(dataset.id);
    expect(stored.items.map((item) => [item.input, item.expectedOutput, item.metadata])).toEqual([
      ['Hello, world', 'Bonjour', { lang: 'fr' }],
      ['Line one\nline "two"', null, { lang: 'en' }],
      ['Last', 'Fin', { lang: 'fr' }],
    ]);
    const audit = await recordedAuditTrail(api, owner.orgId);
    expect(audit.data[0]).toMatchObject({ subject: 'dataset', action: 'add_prompt' });
  });

  it('reads the columns a mapping names, and names the columns found when input is missing', async () => {
    const dataset = await create('Mapped');
    const csv = 'question,answer\nWhat is 2+2?,4\n';
    const missing = await failure(await upload(dataset.id, csv, 'q.csv'), 400);
    expect(missing).toBe(
      'The file has no "input" column; its columns are "question", "answer". Name the input column in the first row, or choose it in the mapping.',
    );
    const result = await importFile(dataset.id, csv, 'q.csv', {
      mapping: JSON.stringify({ input: 'question', expectedOutput: 'answer' }),
    });
    expect(result).toEqual({ imported: 1, errors: [] });
    expect((await read(dataset.id)).items[0]).toMatchObject({
      input: 'What is 2+2?',
      expectedOutput: '4',
      metadata: {},
    });
    expect(
      await failure(await upload(dataset.id, csv, 'q.csv', { mapping: '{nope' }), 400),
    ).toMatch(/^mapping: /);
    expect(await failure(await upload(dataset.id, csv, 'q.txt'), 400)).toMatch(/^format: /);
  });

  it('refuses files that are not UTF-8, too large or too long, storing nothing', async () => {
    const dataset = await create('Refused');
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('input\nCaf'),
      0xe9,
      ...new TextEncoder().encode('\n'),
    ]);
    expect(await failure(await upload(dataset.id, latin1, 'latin1.csv'), 400)).toMatch(
      /^The file is not UTF-8 text/,
    );
    const huge = new Uint8Array(datasetImportLimits.maxBytes + 1024).fill(0x61);
    expect(await failure(await upload(dataset.id, huge, 'huge.csv'), 413)).toMatch(
      /larger than 20 MB/,
    );
    const noFile = new FormData();
    noFile.append('mapping', '{}');
    const withoutFile = await api.app.request(scoped(`/v1/datasets-v2/${dataset.id}/import`), {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: noFile,
    });
    expect(await failure(withoutFile, 400)).toMatch(/^file: /);
    const asJson = await api.call('POST', scoped(`/v1/datasets-v2/${dataset.id}/import`), {
      token: owner.token,
      body: { file: 'input\nHi\n' },
    });
    expect(asJson.status).toBe(415);
    expect(asJson.headers.get('content-type')).toMatch(/json/);
    expect(await failure(await upload(dataset.id, '', 'empty.csv'), 400)).toMatch(/empty/);
    expect((await read(dataset.id)).itemCount).toBe(0);
  });

  it('answers a 100,000-row file promptly with a 400 and imports 50,000 rows in one go', async () => {
    const dataset = await create('Large');
    const rows = (count: number) =>
      `input,expected_output,n\n${Array.from({ length: count }, (_, index) => `Question ${index},Answer ${index},${index}`).join('\n')}\n`;
    expect(await failure(await upload(dataset.id, rows(100_000), 'big.csv'), 400)).toBe(
      'The file has more than 50,000 rows; split it into smaller files.',
    );
    expect((await read(dataset.id)).itemCount).toBe(0);
    const result = await importFile(dataset.id, rows(datasetImportLimits.maxRows), 'max.csv');
    expect(result).toEqual({ imported: datasetImportLimits.maxRows, errors: [] });
    const stored = await read(dataset.id);
    expect(stored.itemCount).toBe(datasetImportLimits.maxRows);
    expect(stored.items.at(-1)).toMatchObject({
      input: `Question ${datasetImportLimits.maxRows - 1}`,
      metadata: { n: String(datasetImportLimits.maxRows - 1) },
    });
    const exported = await api.call('GET', scoped(`/v1/datasets-v2/${dataset.id}/export`), {
      token: owner.token,
    });
    const lines = (await exported.text()).trimEnd().split('\n');
    expect(lines).toHaveLength(datasetImportLimits.maxRows);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ input: 'Question 0' });
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({
      input: `Question ${datasetImportLimits.maxRows - 1}`,
    });
  });

  it('imports JSON lines with per-line errors and round-trips an export', async () => {
    const dataset = await create('Round trip: ünïcode/"quotes"');
    const messages = [
      { role: 'system', content: 'Be brief' },
      { role: 'user', content: [{ type: 'text', text: 'Hi' }] },
    ];
    const jsonl = [
      JSON.stringify({ input: 'Plain', expectedOutput: 'Yes', metadata: { tag: 'a' } }),
      '{not json',
      JSON.stringify({ input: { text: 'object' } }),
      '',
      JSON.stringify({ input: messages, expected_output: [{ role: 'assistant', content: 'Hey' }] }),
      JSON.stringify({ input: '' }),
      JSON.stringify(['input']),
    ].join('\n');
    const result = await importFile(dataset.id, jsonl, 'cases.jsonl');
    expect(result.imported).toBe(2);
    expect(result.errors.map((error) => error.row)).toEqual([2, 3, 6, 7]);
    expect(result.errors[0]?.message).toMatch(/^The line is not valid JSON/);
    expect(result.errors[1]?.message).toBe(
      '"input" must be text or a list of chat messages ({role, content}).',
    );
    expect(result.errors[2]?.message).toBe('The input is empty.');

    const exported = await api.call('GET', scoped(`/v1/datasets-v2/${dataset.id}/export`), {
      token: owner.token,
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(exported.headers.get('content-disposition')).toBe(
      'attachment; filename="Round-trip-unicode-quotes.jsonl"',
    );
    const text = await exported.text();
    expect(text.trim().split('\n')).toHaveLength(2);

    const copy = await create('Copy');
    expect(await importFile(copy.id, text, 'export.jsonl')).toEqual({ imported: 2, errors: [] });
    const strip = (items: DatasetV2WithItems['items']) =>
      items.map(({ input, expectedOutput, metadata }) => ({ input, expectedOutput, metadata }));
    expect(strip((await read(copy.id)).items)).toEqual(strip((await read(dataset.id)).items));
  });
});
