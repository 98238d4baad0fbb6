// Stands in for the `server-only` package under vitest: in Next.js it forbids importing server code from the
// browser bundle; in tests it must simply do nothing.
export {};
