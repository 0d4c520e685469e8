export * from './date-value.js';
export * from './default-filter.js';
export * from './fields.js';
export * from './filter-bar.js';
export * from './filter-bar-parse.js';
export * from './filter-bar-serialize.js';
export * from './filter-bar-validate.js';
export * from './filter-catalogue.js';
export * from './filter-definition.js';
export * from './filter-param.js';
export * from './operators.js';
export { checkParamValue, type ParamValueProblem } from './param-value-check.js';
export * from './plain-decimal.js';
export * from './sort-state-query.js';
export {
  filterExample,
  findTypedFilter,
  suggestFilterId,
  typedChoice,
} from './typed-filter-text.js';
export * from './value-escape.js';
