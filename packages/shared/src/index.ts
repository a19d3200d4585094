export * from './forms';
export * from './api';
