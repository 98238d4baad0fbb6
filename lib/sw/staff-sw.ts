/// <reference lib="webworker" />
// The staff app's service worker (issue 36), bundled by `npm run sw` (scripts/build-sw.mjs) into public/staff-sw.js.
// Registered (scope `/`) only when a staff user turns notifications on for the device (components/push): it shows
// pushes and opens their link on a click, and nothing else — no fetch handler, no cache, so every page and call
// goes to the network exactly as without it.
import { addPushHandlers } from './push-handlers';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
addPushHandlers(self);
