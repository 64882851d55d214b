import type { Config } from 'payload'

/**
 * Payload's log. On one box, its colourful multi-line default reads best in
 * a terminal. Replicas feed a log collector instead: with LOG_FORMAT=json
 * every event (a job run, an error) is one JSON line, like the production
 * server's request lines (src/server/log.ts), at LOG_LEVEL.
 */
export function payloadLogger(env: NodeJS.ProcessEnv = process.env): Config['logger'] {
  if (env.LOG_FORMAT !== 'json') return undefined
  return { options: { name: 'payload', level: env.LOG_LEVEL || 'info' } }
}
