/**
 * The production server the benchmarks measure, on the same pattern as the
 * end-to-end runner (scripts/e2e.ts): a fresh temporary folder and SQLite
 * database, migrated and seeded; a build in .next-bench (reused while the
 * sources are unchanged); the production server (scripts/serve.ts) on localhost. `stop()` always ends the
 * server (its whole process group) and removes the temporary folder.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process'
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { bootPayload } from '../../scripts/lib/boot'
import { needsBuild, nextBuild, serverArgs } from '../../scripts/lib/next'
import { prepareDatabase } from '../../scripts/lib/prepare'

export const BENCH_DIST_DIR = '.next-bench'
/** Where this run builds: BENCH_DIST_DIR in the environment picks another folder (e.g. beside another build). */
const benchDistDir = () => process.env.BENCH_DIST_DIR || BENCH_DIST_DIR
export const DEFAULT_BENCH_PORT = 3200

export type BenchServer = {
  /** `http://localhost:<port>` */
  origin: string
  /** Last lines the server printed (for error messages). */
  logTail: () => string
  stop: () => Promise<void>
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, () => probe.close(() => resolve(true)))
  })
}

export async function startBenchServer(
  options: { port?: number; label?: string } = {},
): Promise<BenchServer> {
  const port = options.port ?? Number(process.env.BENCH_PORT || DEFAULT_BENCH_PORT)
  const origin = `http://localhost:${port}`
  if (!(await portIsFree(port))) {
    throw new Error(
      `Port ${port} is in use: stop what listens there or pass --port <free port> (BENCH_PORT).`,
    )
  }

  const dir = mkdtempSync(path.join(tmpdir(), `site-bench-${options.label ?? 'run'}-`))
  const env = process.env as Record<string, string>
  Object.assign(env, {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: benchDistDir(),
    DATA_DIR: dir,
    // BENCH_DATABASE_URL measures on PostgreSQL (migrated and seeded if empty, never wiped).
    DATABASE_URL: process.env.BENCH_DATABASE_URL || `file:${path.join(dir, 'bench.db')}`,
    PAYLOAD_SECRET: 'bench-secret-not-for-production',
    SERVER_URL: origin,
  })

  let child: ChildProcess | undefined
  let logFile = ''
  const stop = async () => {
    const running = child
    child = undefined
    if (running?.pid && running.exitCode === null && running.signalCode === null) {
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()))
      try {
        process.kill(-running.pid, 'SIGTERM')
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-running.pid!, 'SIGKILL')
        } catch {
          /* already gone */
        }
      }, 10_000)
      await exited
      clearTimeout(timer)
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const logTail = () => {
    try {
      return readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')
    } catch {
      return ''
    }
  }

  // Ctrl-C or a crash must not leave a server behind.
  const killNow = () => {
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        /* already gone */
      }
    }
  }
  process.once('exit', killNow)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killNow()
      rmSync(dir, { recursive: true, force: true })
      process.exit(130)
    })
  }

  try {
    console.log(`▶ Preparing a fresh seeded database in ${dir}`)
    const payload = await bootPayload()
    await prepareDatabase(payload, { migrate: true, operatorProduction: true })
    await payload.destroy()

    // Prerendered pages carry SERVER_URL (canonical, hreflang, sitemap): a build for another port is stale.
    const originFile = path.resolve(benchDistDir(), 'BENCH_ORIGIN')
    const builtFor = existsSync(originFile) ? readFileSync(originFile, 'utf8') : ''
    if (needsBuild() || builtFor !== origin) {
      nextBuild(env)
      writeFileSync(originFile, origin)
    } else console.log(`✔ ${benchDistDir()} is current: build skipped`)

    logFile = path.join(dir, 'server.log')
    const log = openSync(logFile, 'a')
    console.log(`▶ Starting the production server on ${origin}`)
    // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to see where a run's time goes.
    // The server then runs in this node process itself (tsx as a loader), not under tsx's CLI.
    const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []
    const args = nodeArgs.length
      ? [...nodeArgs, '--import', 'tsx', ...serverArgs(port).slice(1)]
      : serverArgs(port)
    child = spawn(process.execPath, args, {
      env: env as NodeJS.ProcessEnv,
      stdio: ['ignore', log, log],
      detached: true,
    })
    closeSync(log)
    await waitUntilUp(origin, child)
    console.log('✔ Server is up')
  } catch (error) {
    const tail = logTail()
    await stop()
    if (tail) console.error(`Server output:\n${tail}`)
    throw error
  }
  return { origin, stop, logTail }
}

async function waitUntilUp(origin: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    try {
      // Ready as a load balancer sees it: Payload started, the busiest pages loaded once.
      const response = await fetch(`${origin}/api/ready`, { signal: AbortSignal.timeout(5_000) })
      if (response.status === 200) return
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The server did not answer on ${origin} within ${timeoutMs / 1000} s`)
}

/** `--name value` or `--name=value` from argv. */
export function argValue(name: string, argv = process.argv.slice(2)): string | undefined {
  const index = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))
  if (index === -1) return undefined
  const arg = argv[index]
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1]
}

export function numberArg(name: string, fallback: number, min = 1): number {
  const raw = argValue(name)
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min) {
    throw new Error(`--${name} must be a number ≥ ${min} (got "${raw}")`)
  }
  return value
}

/** The commit measured, with a marker when the working tree differs from it. */
export function describeCheckout(): string {
  try {
    const head = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
    const dirty = execSync('git status --porcelain -- src public next.config.ts', {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim()
    return dirty ? `${head} + uncommitted changes` : head
  } catch {
    return 'unknown'
  }
}
