import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, openSync, readFileSync } from 'node:fs'

/**
 * Child processes of the cluster test (PostgreSQL is the machine's own; Redis,
 * the S3 server, nginx and the replicas are started here), each logging to a
 * file of its own so a failure can show what that process said.
 */
export type Proc = {
  name: string
  child: ChildProcess
  logFile: string
  log: () => string
  exited: Promise<number | null>
  signal: (signal: NodeJS.Signals) => void
}

const running = new Set<Proc>()

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; logFile: string; cwd?: string },
): Proc {
  const out = openSync(options.logFile, 'a')
  const child = spawn(command, args, {
    env: options.env ?? process.env,
    cwd: options.cwd,
    stdio: ['ignore', out, out],
  })
  closeSync(out)
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))),
  )
  const proc: Proc = {
    name,
    child,
    logFile: options.logFile,
    log: () => {
      try {
        return readFileSync(options.logFile, 'utf8')
      } catch {
        return ''
      }
    },
    exited,
    signal: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    },
  }
  running.add(proc)
  void exited.then(() => running.delete(proc))
  return proc
}

/**
 * Whatever still runs when the test ends (or fails) is stopped: asked first
 * (nginx's master must take its workers down with it), killed after 3 s.
 */
export async function stopAll(): Promise<void> {
  const left = [...running]
  for (const proc of left) proc.signal('SIGTERM')
  await Promise.race([Promise.all(left.map((proc) => proc.exited)), sleep(3_000)])
  for (const proc of left) proc.signal('SIGKILL')
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  everyMs = 250,
): Promise<number> {
  const started = Date.now()
  for (;;) {
    try {
      if (await check()) return Date.now() - started
    } catch {
      // not yet
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`Timed out after ${timeoutMs} ms: ${what}`)
    await sleep(everyMs)
  }
}

export function tail(text: string, lines = 40): string {
  return text.split('\n').slice(-lines).join('\n')
}
