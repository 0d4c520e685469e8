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

/**
 * The strings of a stored input or output, one per line, as a person reads
 * them (`"Hi"` → `Hi`; chat messages → their contents). Keys are left out:
 * masking never touches them. A value cut when read (not valid JSON any
 * more) is shown as its raw text.
 */
export function previewableText(stored: string): string {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return stored;
  }
  const lines: string[] = [];
  const visit = (item: unknown): void => {
    if (typeof item === 'string') lines.push(item);
    else if (typeof item === 'number' || typeof item === 'boolean') lines.push(String(item));
    else if (Array.isArray(item)) item.forEach(visit);
    else if (item && typeof item === 'object') Object.values(item).forEach(visit);
  };
  visit(value);
  return lines.join('\n');
}

/** The detector of a masking rule's settings: its kinds and, for `regex`, its patterns (checked before). */
export function maskingDetector(
  settings: Extract<PreviewRuleBody, { type: 'masking' }>,
): PiiDetector {
  return {
    kinds: settings.piiKinds,
    patterns: settings.piiKinds.includes('regex')
      ? settings.customRegexes.map((source, index) => ({
          name: `Custom regex ${index + 1}`,
          regex: RE2JS.compile(source),
        }))
      : [],
  };
}

/** The text of a field, cut to the preview's limit, with what `detector` would mask. */
export function maskedPreview(
  stored: string | null,
  detector: PiiDetector | null,
): PreviewText | null {
  if (stored === null) return null;
  const full = previewableText(stored);
  const truncated = full.length > rulePreviewMaxTextLength || stored.length >= storedTextReadLimit;
  const text = full.slice(0, rulePreviewMaxTextLength);
  const spans: MaskedSpan[] = detector
    ? findPii(text, detector).map(({ kind, start, end }) => ({
        kind,
        start,
        end,
        replacement: piiReplacements[kind],
      }))
    : [];
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
