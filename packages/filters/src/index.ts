export * from './value-escape.js';
