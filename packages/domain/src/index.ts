export * from './catalogues/index.js';
export * from './contracts/index.js';
export * from './entities/index.js';
