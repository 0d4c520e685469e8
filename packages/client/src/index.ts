export * from './lookout-client.js';
