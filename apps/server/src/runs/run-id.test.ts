import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spanRunUuid, toRunUuid, traceIdToUuid } from './run-id.js';

const rfcUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('toRunUuid', () => {
  it('passes RFC 4122 UUIDs through, lower-cased', () => {
    expect(toRunUuid('3e386506-e35b-44d8-9051-787288381e0a')).toBe(
      '3e386506-e35b-44d8-9051-787288381e0a',
    );
    expect(toRunUuid('3E386506-E35B-44D8-9051-787288381E0A')).toBe(
      '3e386506-e35b-44d8-9051-787288381e0a',
    );
    // version 7 (RFC 9562) too
    expect(toRunUuid('01890a5d-ac96-774b-bcce-b302099a8057')).toBe(
      '01890a5d-ac96-774b-bcce-b302099a8057',
    );
  });

  it('maps a Lunary id with an odd variant nibble to a stable, different UUID', () => {
    const lunaryId = '3e386506-e35b-44d8-c051-787288381e0a';
    const mapped = toRunUuid(lunaryId);
    expect(mapped).toMatch(rfcUuid);
    expect(mapped).not.toBe(lunaryId);
    expect(toRunUuid(lunaryId.toUpperCase())).toBe(mapped);
  });

  it('maps free-form ids deterministically to version-5 UUIDs', () => {
    const id = toRunUuid('run-abc-123');
    expect(id).toMatch(rfcUuid);
    expect(id[14]).toBe('5');
    expect(toRunUuid('run-abc-123')).toBe(id);
    expect(toRunUuid('run-abc-124')).not.toBe(id);
    // free-form ids are case-sensitive
    expect(toRunUuid('Run-ABC-123')).not.toBe(id);
  });

  it('always returns an RFC UUID, the same one for the same input (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (id) => {
        const first = toRunUuid(id);
        expect(first).toMatch(rfcUuid);
        expect(toRunUuid(id)).toBe(first);
        // applying it again changes nothing: stored ids stay stable
        expect(toRunUuid(first)).toBe(first);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps UUIDs and gives distinct ids to distinct inputs (property)', () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        expect(toRunUuid(uuid)).toBe(uuid.toLowerCase());
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ maxLength: 40 }), { minLength: 2, maxLength: 50 }),
        (ids) => {
          const mapped = new Set(ids.map((id) => toRunUuid(id)));
          expect(mapped.size).toBe(ids.length);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('spanRunUuid', () => {
  const traceId = '5b8efff798038103d269b633813fc60c';

  it('combines trace and span id so equal span ids in two traces stay apart', () => {
    const a = spanRunUuid(traceId, 'eee19b7ec3c1b174');
    expect(a).toMatch(rfcUuid);
    expect(spanRunUuid(traceId.toUpperCase(), 'EEE19B7EC3C1B174')).toBe(a);
    expect(spanRunUuid('00000000000000000000000000000001', 'eee19b7ec3c1b174')).not.toBe(a);
    expect(spanRunUuid(traceId, 'eee19b7ec3c1b175')).not.toBe(a);
  });
});

describe('traceIdToUuid', () => {
  it('writes the 32-hex trace id in UUID form', () => {
    expect(traceIdToUuid('5B8EFFF798038103D269B633813FC60C')).toBe(
      '5b8efff7-9803-8103-d269-b633813fc60c',
    );
  });
});
