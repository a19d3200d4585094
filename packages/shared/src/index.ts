export * from './forms';
export * from './api';
export * from './account';
export * from './indexer';
export * from './supply';
export * from './pledge';
export * from './stage-alerts';
export * from './ics';
