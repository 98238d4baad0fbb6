export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    // First: every request from now on carries its socket's address (see lib/server/http/client-ip.ts).
    const { installPeerAddress } = await import('./lib/server/http/peer-address');
    installPeerAddress();
    const { startup } = await import('./lib/server/startup');
    try {
      await startup();
    } catch (error) {
      // A server that cannot open its database (e.g. the directory is owned by another process) must not linger.
      console.error(`\n  Cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    }
  }
}
