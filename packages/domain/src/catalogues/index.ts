export * from './factualness.js';
export * from './languages.js';
export * from './tone-personas.js';
