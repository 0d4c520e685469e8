export * from './auth/index.js';
export * from './catalogues/index.js';
export * from './constants/index.js';
export * from './contracts/index.js';
export * from './entities/index.js';
export * from './format/index.js';
