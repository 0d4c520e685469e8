export * from './defaults.js';
export * from './layout.js';
export * from './limits.js';
export * from './sample-data.js';
export * from './timings.js';
