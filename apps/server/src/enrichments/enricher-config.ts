import { type EnricherKind, type EnricherSettings, enricherConfigSchemas } from '@lookout/domain';
import { ApiError } from '../http/api-error.js';
import { describeIssues } from '../http/router.js';
import { checkEnricherRegex } from '../text-analysis/pii.js';

/**
 * Checks an enricher's settings for its kind and answers them with defaults
 * filled in: 400 naming the bad field (`config.topics.0.name: Name the
 * topic`), and for PII each custom regex the linear-time engine refuses
 * (`checkEnricherRegex`: invalid, back-references, matches empty text), with
 * the reason; a pattern such as `(a+)+$` is accepted, as it cannot hang it.
 */
export function checkedEnricherSettings(kind: EnricherKind, config: unknown): EnricherSettings {
  const parsed = enricherConfigSchemas[kind].safeParse(config ?? {});
  if (!parsed.success) {
    throw new ApiError(
      400,
      'Invalid request',
      describeIssues(
        parsed.error.issues.map((issue) => ({ ...issue, path: ['config', ...issue.path] })),
      ),
    );
  }
  const settings = { kind, config: parsed.data } as EnricherSettings;
  if (settings.kind === 'pii') {
    for (const [index, regex] of settings.config.customRegexes.entries()) {
      const check = checkEnricherRegex(regex.pattern);
      if (!check.ok)
        throw new ApiError(
          400,
          'Invalid request',
          `config.customRegexes.${index}.pattern: ${check.reason}`,
        );
    }
  }
  return settings;
}
