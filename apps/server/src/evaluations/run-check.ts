import type { EvaluationVerdict } from '@lookout/domain';
import type { Filter } from '@lookout/filters';
import {
  describeCheckProblem,
  type EvaluationCheckId,
  isEvaluationCheckId,
  withDefaultParams,
} from './check-catalogue.js';
import {
  assertionCheck,
  factualnessCheck,
  guidelinesCheck,
  toneCheck,
} from './checks/ai-checks.js';
import type { CheckFunction } from './checks/check-function.js';
import { jsonCheck } from './checks/json-check.js';
import { languageCheck } from './checks/language-check.js';
import { lengthCheck } from './checks/length-check.js';
import { costCheck, durationCheck, tokensCheck } from './checks/measure-checks.js';
import { rougeCheck, similarityCheck } from './checks/overlap-checks.js';
import { piiCheck } from './checks/pii-check.js';
import { regexCheck } from './checks/regex-check.js';
import { sentimentCheck } from './checks/sentiment-check.js';
import { stringCheck } from './checks/string-check.js';
import { EvaluationError } from './evaluation-error.js';
import type { CheckContext, EvaluationSubject } from './evaluation-subject.js';

/** The function of every check; a missing or extra id is a type error. */
const checkFunctions: { readonly [Id in EvaluationCheckId]: CheckFunction<Id> } = {
  assertion: assertionCheck,
  tone: toneCheck,
  factualness: factualnessCheck,
  guidelines: guidelinesCheck,
  similarity: similarityCheck,
  rouge: rougeCheck,
  regex: regexCheck,
  json: jsonCheck,
  length: lengthCheck,
  string: stringCheck,
  pii: piiCheck,
  languages: languageCheck,
  tokens: tokensCheck,
  cost: costCheck,
  duration: durationCheck,
  sentiment: sentimentCheck,
};

/**
 * Grades one subject with one check (a filter of the catalogue usable in
 * evaluations, parameters in catalogue order; missing trailing ones take
 * their defaults). Local checks run in-process; AI checks ask the context's
 * judge model. Throws `EvaluationError` when the check cannot grade: an
 * unknown type or bad parameters, no judge, a provider failure (retryable
 * when trying later may work), a judge answer still unparsable after asking
 * again, a missing expected output.
 */
export async function runCheck(
  check: Filter,
  subject: EvaluationSubject,
  context: CheckContext,
): Promise<EvaluationVerdict> {
  const problem = describeCheckProblem(check.id, check.params);
  if (problem !== null || !isEvaluationCheckId(check.id)) {
    throw new EvaluationError(problem ?? `Unknown evaluation type '${check.id}'.`, false);
  }
  const params = withDefaultParams(check.id, check.params);
  const grade = checkFunctions[check.id] as CheckFunction<EvaluationCheckId>;
  return grade(params as never, subject, context);
}
