import {
  type MaskedSpan,
  type PiiKind,
  type PreviewRuleBody,
  type PreviewRuleResponse,
  type PreviewText,
  type RulePreviewRun,
  rulePreviewMaxTextLength,
} from '@lookout/domain';
import { type Kysely, sql } from 'kysely';
import { RE2JS } from 're2js';
import type { Database } from '../db/schema.js';
import { compileFilterString } from '../runs/filter-sql/compile-filter-bar.js';
import { findPii, type PiiDetector } from '../text-analysis/pii.js';
import { piiReplacements } from './pii-patterns.js';

/** Characters of stored JSON read per field: enough for the previewed text plus its quoting. */
const storedTextReadLimit = rulePreviewMaxTextLength * 2;

/** A piece of a stored value shown in the preview; only strings are masked at ingestion. */
interface Piece {
  text: string;
  scanned: boolean;
}

/**
 * The values of a stored input or output in reading order (`"Hi"` → `Hi`;
 * chat messages → their roles and contents). Keys are left out: masking never
 * touches them. A value cut when read (not valid JSON any more) is one raw piece.
 */
export function previewPieces(stored: string): Piece[] {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [{ text: stored, scanned: true }];
  }
  const pieces: Piece[] = [];
  const visit = (item: unknown): void => {
    if (typeof item === 'string') pieces.push({ text: item, scanned: true });
    else if (typeof item === 'number' || typeof item === 'boolean')
      pieces.push({ text: String(item), scanned: false });
    else if (Array.isArray(item)) item.forEach(visit);
    else if (item && typeof item === 'object') Object.values(item).forEach(visit);
  };
  visit(value);
  return pieces;
}

/**
 * The detector a masking rule gets at ingestion (`rules/mask-text.ts`): its
 * kinds, plus `regex` with its patterns (checked before) when it has some.
 */
export function maskingDetector(
  settings: Extract<PreviewRuleBody, { type: 'masking' }>,
): PiiDetector {
  const kinds = settings.piiKinds.filter((kind) => kind !== 'regex');
  return {
    kinds: settings.customRegexes.length > 0 ? [...kinds, 'regex'] : kinds,
    patterns: settings.customRegexes.map((source, index) => ({
      name: `Custom regex ${index + 1}`,
      regex: RE2JS.compile(source),
    })),
  };
}

/**
 * The text of a field, one value per line and cut to the preview's limit, with
 * what `detector` would mask: each string is scanned on its own, as at ingestion.
 */
export function maskedPreview(
  stored: string | null,
  detector: PiiDetector | null,
): PreviewText | null {
  if (stored === null) return null;
  let text = '';
  let truncated = stored.length >= storedTextReadLimit;
  const spans: MaskedSpan[] = [];
  let full = false;
  previewPieces(stored).forEach((piece, index) => {
    if (full) return;
    const offset = index === 0 ? 0 : text.length + 1;
    const room = rulePreviewMaxTextLength - offset;
    if (room <= 0) {
      truncated = true;
      full = true;
      return;
    }
    const shown = piece.text.slice(0, room);
    if (shown.length < piece.text.length) {
      truncated = true;
      full = true;
    }
    text = index === 0 ? shown : `${text}\n${shown}`;
    if (!detector || !piece.scanned) return;
    for (const { kind, start, end } of findPii(shown, detector))
      spans.push({
        kind,
        start: offset + start,
        end: offset + end,
        replacement: piiReplacements[kind],
      });
  });
  return { text, spans, truncated };
}

/**
 * What a rule would do to the project's most recent runs, without saving it:
 * for masking, the spans each run's input and output would lose; for
 * filtering, the most recent runs its filter matches and what they would not
 * keep. Reads at most `limit` runs and a bounded slice of each text.
 */
export async function previewRule(
  db: Kysely<Database>,
  projectId: string,
  settings: PreviewRuleBody,
  limit: number,
): Promise<PreviewRuleResponse> {
  let query = db
    .selectFrom('run')
    .select([
      'id',
      'type',
      'name',
      'created_at',
      sql<string | null>`left(input::text, ${storedTextReadLimit})`.as('input_text'),
      sql<string | null>`left(output::text, ${storedTextReadLimit})`.as('output_text'),
    ])
    .where('project_id', '=', projectId);
  if (settings.type === 'filtering')
    query = query.where((eb) => compileFilterString(settings.filters, eb));
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();

  const detector = settings.type === 'masking' ? maskingDetector(settings) : null;
  const maskedCounts: Partial<Record<PiiKind, number>> = {};
  const runs = rows.map((row): RulePreviewRun => {
    const input = maskedPreview(row.input_text, detector);
    const output = maskedPreview(row.output_text, detector);
    for (const span of [...(input?.spans ?? []), ...(output?.spans ?? [])])
      maskedCounts[span.kind] = (maskedCounts[span.kind] ?? 0) + 1;
    return {
      runId: row.id,
      type: row.type,
      name: row.name,
      createdAt: new Date(row.created_at).toISOString(),
      input,
      output,
      dropsInput: settings.type === 'filtering' && settings.dropInput && input !== null,
      dropsOutput: settings.type === 'filtering' && settings.dropOutput && output !== null,
    };
  });
  return { type: settings.type, runs, maskedCounts };
}
