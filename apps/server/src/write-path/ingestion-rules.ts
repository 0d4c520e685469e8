import type { PiiKind } from '@lookout/domain';
import type { Kysely } from 'kysely';
import type { RE2JS } from 're2js';
import type { Database } from '../db/schema.js';
import { maskJson, type TextMasker } from '../rules/mask-text.js';
import { compileUserRegex } from '../rules/user-regex.js';
import type { RunEvent } from './run-event.js';

/**
 * A filtering rule with filters: what it drops from the stored runs its
 * filter string matches. Applied by the writer inside the transaction that
 * stores the runs, once they are merged, so a run that matches only when its
 * last event arrives (an error, a cost) still never has the text committed.
 */
export interface ConditionalDrop {
  filters: string;
  dropInput: boolean;
  dropOutput: boolean;
}

/** The rules of a project, compiled for ingestion. */
export interface CompiledRules {
  masker: TextMasker | null;
  /** Filtering rules without filters: dropped from every event before merging. */
  dropInput: boolean;
  dropOutput: boolean;
  conditionalDrops: ConditionalDrop[];
}

const noRules: CompiledRules = {
  masker: null,
  dropInput: false,
  dropOutput: false,
  conditionalDrops: [],
};

/** Reads and compiles a project's masking and filtering rules. */
export async function loadIngestionRules(
  db: Kysely<Database>,
  projectId: string,
): Promise<CompiledRules> {
  const rows = await db
    .selectFrom('ingestion_rule')
    .select(['type', 'config'])
    .where('project_id', '=', projectId)
    .execute();
  if (rows.length === 0) return noRules;
  const kinds = new Set<PiiKind>();
  const customPatterns: RE2JS[] = [];
  let dropInput = false;
  let dropOutput = false;
  const conditionalDrops: ConditionalDrop[] = [];
  for (const row of rows) {
    const config = row.config as {
      piiKinds?: PiiKind[];
      customRegexes?: string[];
      filters?: string;
      dropInput?: boolean;
      dropOutput?: boolean;
    };
    if (row.type === 'masking') {
      for (const kind of config.piiKinds ?? []) kinds.add(kind);
      for (const source of config.customRegexes ?? []) {
        const compiled = compileUserRegex(source);
        // Checked on save; a rule saved before that check with a pattern RE2JS refuses is skipped.
        if (compiled.ok) customPatterns.push(compiled.regex);
      }
    } else if (config.filters) {
      conditionalDrops.push({
        filters: config.filters,
        dropInput: config.dropInput === true,
        dropOutput: config.dropOutput === true,
      });
    } else {
      dropInput ||= config.dropInput === true;
      dropOutput ||= config.dropOutput === true;
    }
  }
  const masker =
    kinds.size > 0 || customPatterns.length > 0 ? { kinds: [...kinds], customPatterns } : null;
  return { masker, dropInput, dropOutput, conditionalDrops };
}

/** Applies the rules to events before they are stored: masked text, dropped input or output. */
export function applyIngestionRules(events: readonly RunEvent[], rules: CompiledRules): RunEvent[] {
  if (!rules.masker && !rules.dropInput && !rules.dropOutput) return [...events];
  return events.map((event) => {
    const next: RunEvent = { ...event };
    if (rules.dropInput) delete next.input;
    if (rules.dropOutput) delete next.output;
    if (rules.masker) {
      if (next.input !== undefined) next.input = maskJson(next.input, rules.masker);
      if (next.output !== undefined) next.output = maskJson(next.output, rules.masker);
      if (next.error) next.error = maskJson(next.error, rules.masker);
    }
    return next;
  });
}
