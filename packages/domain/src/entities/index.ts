export * from './pii-kind.js';
export * from './plan.js';
export * from './role.js';
export * from './sort-state.js';
