export * from './constants';
export * from './contract/errors';
export * from './contract/catalog';
export * from './scoring';
