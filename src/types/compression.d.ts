/**
 * The compression middleware (the one `next start` runs), typed for Node's own
 * request and response: the package's published types describe Express's.
 */
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http'
  const compression: () => (
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ) => void
  export default compression
}
