// The check engine (`../evaluations/`) as the evaluators use it: one place to adapt if it moves.
export {
  describeCheckProblem,
  isEvaluationCheckId,
  withDefaultParams,
} from '../evaluations/check-catalogue.js';
export { EvaluationError } from '../evaluations/evaluation-error.js';
export type { CheckContext, EvaluationSubject } from '../evaluations/evaluation-subject.js';
export { resolveJudge } from '../evaluations/judge-model.js';
export { runCheck } from '../evaluations/run-check.js';
