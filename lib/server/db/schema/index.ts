export * from './core';
export * from './reference';
