// Node.js flags of the production server, for `npm start` and the bench alike (the bench measures what runs).
// A page render allocates a few megabytes of short-lived objects (React's tree, the HTML, the RSC payload): with V8's
// default 16 MB semi-space they outlived a scavenge and were promoted, then collected by the slower old-generation GC.
// 32 MB (96 MB of young generation at most) measured the phone roll call at 51.7 req/s against 44.5 on PostgreSQL.
export const SERVER_NODE_ARGS = ['--max-semi-space-size=32'];
