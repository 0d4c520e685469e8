export * from './auth-token.js';
