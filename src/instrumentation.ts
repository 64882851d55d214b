/**
 * Next calls `register` once when its server is created (`next start`, and
 * `app.prepare()` in src/server/site-server.ts), before any request; never
 * during `next build`. The web server's job runner (enquiry copies, scheduled
 * publishing) starts with Payload, so Payload starts here rather than at the
 * first request (cms/jobs/start-with-server.ts). Contract:
 * tests/integration/runner-at-start.test.ts.
 */
export async function register(): Promise<void> {
  // Next's documented form: the edge build drops this branch (no Payload, no runner there).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startJobsWithServer } = await import('./cms/jobs/start-with-server')
    startJobsWithServer(async () => (await import('./lib/payload')).getPayloadClient())
  }
}
