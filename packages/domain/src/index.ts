export * from './contracts/version.js';
