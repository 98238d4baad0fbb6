export * from './core';
export * from './reference';
export * from './school';
export * from './student';
export * from './app-account';
export * from './attendance';
