import type { EvaluationVerdict } from '@lookout/domain';
import type { FilterParamsOf } from '@lookout/filters';
import type { EvaluationCheckId } from '../check-catalogue.js';
import type { CheckContext, EvaluationSubject } from '../evaluation-subject.js';

/** How one check grades a subject, with its parameters typed from the filter catalogue. */
export type CheckFunction<Id extends EvaluationCheckId> = (
  params: FilterParamsOf<Id>,
  subject: EvaluationSubject,
  context: CheckContext,
) => EvaluationVerdict | Promise<EvaluationVerdict>;
