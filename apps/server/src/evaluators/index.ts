// What other areas of the server use of evaluators: their results on runs, and their jobs.

export { evaluationJobs } from './evaluation-jobs.js';
export { findEvaluationResults } from './evaluation-result.repository.js';
export type { GradingDependencies } from './grade-runs.job.js';
export { gradingDependencies } from './grading-dependencies.js';
