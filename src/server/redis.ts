import { createClient, type RedisClientType } from 'redis'

/**
 * The process's Redis connection when REDIS_URL is set (shared rate limit,
 * readiness), or undefined on a single box. Kept on globalThis: the
 * production server and the code Next bundles are separate module graphs in
 * one process, and one connection serves both.
 */
const KEY = Symbol.for('site.redis')
type Holder = Record<symbol, Promise<RedisClientType> | undefined>

export function redisUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.REDIS_URL?.trim() || undefined
}

export function sharedRedis(): Promise<RedisClientType> | undefined {
  const url = redisUrl()
  if (!url) return undefined
  const holder = globalThis as unknown as Holder
  if (!holder[KEY]) {
    const client: RedisClientType = createClient({
      url,
      // While Redis is unreachable commands fail at once instead of queueing
      // behind a reconnect: callers decide what a failure means.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 2_000,
        reconnectStrategy: (tries: number) => Math.min(tries * 200, 2_000),
      },
    })
    let warned = false
    client.on('error', (error: Error) => {
      if (warned) return
      warned = true
      console.warn(`⚠ Redis (${new URL(url).host}) is unreachable: ${error.message}`)
    })
    client.on('ready', () => (warned = false))
    const connected = client.connect().then(() => client)
    connected.catch(() => {})
    holder[KEY] = connected
  }
  return holder[KEY]
}
