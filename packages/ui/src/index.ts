export * from './components/button.js';
export * from './components/spinner.js';
export * from './lib/cn.js';
