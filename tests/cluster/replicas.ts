import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { startProcess, tail, waitFor, type Proc } from './processes'

export type Replica = Proc & { port: number; origin: string }

/**
 * One replica as an operator starts it on its own host: `npm run serve` (the
 * built artifact, the database prepared under the migration lock) with a
 * data folder of its own. Node runs the server itself (tsx as a loader), so
 * the signals the test sends reach the server, not a wrapper.
 */
export function startReplica(
  name: string,
  port: number,
  env: NodeJS.ProcessEnv,
  dir: string,
): Replica {
  const data = path.join(dir, `replica-${name}`)
  mkdirSync(data, { recursive: true })
  const proc = startProcess(
    `replica ${name}`,
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--prepare', '--port', String(port)],
    {
      env: {
        ...env,
        DATA_DIR: data,
        // Revalidation relayed by this replica's job runner reaches this replica.
        INTERNAL_SERVER_URL: `http://127.0.0.1:${port}`,
      },
      logFile: path.join(dir, `replica-${name}.log`),
    },
  )
  return { ...proc, port, origin: `http://127.0.0.1:${port}` }
}

export async function waitReady(replica: Replica, timeoutMs = 240_000): Promise<number> {
  let exited = false
  void replica.exited.then(() => (exited = true))
  try {
    return await waitFor(
      `${replica.name} is ready`,
      async () => {
        if (exited) throw new Error('exited')
        const answer = await fetch(`${replica.origin}/api/ready`, {
          signal: AbortSignal.timeout(3_000),
        })
        return answer.status === 200
      },
      timeoutMs,
      500,
    )
  } catch (error) {
    const why = exited ? `${replica.name} exited` : String(error)
    throw new Error(`${why}\n--- ${replica.name} log ---\n${tail(replica.log())}`)
  }
}

/** SIGTERM, then the exit code (0 when every request and job in hand was finished). */
export async function stopGracefully(replica: Replica): Promise<number | null> {
  replica.signal('SIGTERM')
  const code = await Promise.race([
    replica.exited,
    new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 60_000)),
  ])
  if (code === 'hung') throw new Error(`${replica.name} did not exit within 60 s of SIGTERM`)
  return code
}
