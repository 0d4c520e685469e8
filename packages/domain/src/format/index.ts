export * from './absolute-time.js';
export * from './compact-number.js';
export * from './currency.js';
export * from './duration.js';
export * from './flag-emoji.js';
export * from './language-name.js';
export * from './relative-time.js';
export * from './template-variables.js';
