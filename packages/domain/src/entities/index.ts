export * from './plan.js';
export * from './role.js';
