import { execSync, spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { buildFolder, isStockMode } from '../../src/lib/stock-mode'
import { hintStartupChunks } from './compile-hints'

// The `next` command as npm links it (package.json's bin), not a path inside the package.
const NEXT_PACKAGE = path.resolve('node_modules/next')
const NEXT_BIN = path.join(
  NEXT_PACKAGE,
  (
    JSON.parse(readFileSync(path.join(NEXT_PACKAGE, 'package.json'), 'utf8')) as {
      bin: { next: string }
    }
  ).bin.next,
)
const TSX_CLI = path.resolve('node_modules/tsx/dist/cli.mjs')

/** How to start the production server (scripts/serve.ts) on a port, as argv for node. */
export const serverArgs = (port: string | number) => [
  TSX_CLI,
  path.resolve('scripts/serve.ts'),
  '--port',
  String(port),
]

export const distDir = () => path.resolve(buildFolder())

/** The sources a build is made from (besides the dependencies' lock file). */
const SOURCES = ['src', 'public', 'next.config.ts', 'package-lock.json']

/**
 * What the build was made from: the commit plus a hash of every uncommitted
 * change to the sources (their diff and the untracked files' contents). A
 * second edit to a file already changed must change the stamp too: the count
 * of changed files used here before did not, and a bench then measured the
 * build of the edit before.
 */
export function sourceStamp(): string {
  const git = (args: string) =>
    execSync(`git ${args}`, { stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 << 20 })
  try {
    const head = git('rev-parse HEAD').toString().trim()
    const paths = `-- ${SOURCES.join(' ')}`
    const diff = git(`diff HEAD --binary ${paths}`)
    const untracked = git(`ls-files --others --exclude-standard -z ${paths}`)
      .toString()
      .split('\0')
      .filter(Boolean)
    if (diff.length === 0 && untracked.length === 0) return head
    const hash = createHash('sha256').update(diff)
    for (const file of untracked) hash.update(file).update(readFileSync(file))
    return `${head}+dirty:${hash.digest('hex').slice(0, 16)}`
  } catch {
    return 'no-git'
  }
}

/** A build is reused only when it was made from the same sources. */
export function needsBuild(): boolean {
  const dir = distDir()
  if (!existsSync(path.join(dir, 'BUILD_ID'))) return true
  const stampFile = path.join(dir, 'SOURCE_STAMP')
  return !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== sourceStamp()
}

/**
 * Next keeps the content reads' data cache (src/lib/data/read.ts) on disk in
 * <distDir>/cache/fetch-cache, across builds and restarts. Its entries are
 * invalidated by cache tags, but only in the memory of the process that saw
 * the change: a new build or a restarted server cannot tell which entries a
 * migration, the seed or an edit made meanwhile left stale. So both start
 * with none; each read refills it on its next render. (With REDIS_URL the
 * data cache lives in Redis, whose tag times every process shares.)
 */
export function clearDataCache(): void {
  rmSync(path.join(distDir(), 'cache', 'fetch-cache'), { recursive: true, force: true })
}

export function nextBuild(env: Record<string, string | undefined>): void {
  console.log('▶ Building the site (next build)…')
  clearDataCache()
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    stdio: 'inherit',
    env: env as NodeJS.ProcessEnv,
  })
  if (result.status !== 0) {
    console.error('\n✖ next build failed.')
    process.exit(result.status ?? 1)
  }
  if (!isStockMode()) {
    const hinted = hintStartupChunks(distDir())
    console.log(`✔ Marked ${hinted.length} startup chunks for eager compilation`)
  }
  writeFileSync(path.join(distDir(), 'SOURCE_STAMP'), sourceStamp())
}

/** Runs `next <command>` in the foreground, forwarding Ctrl-C and exit codes. */
export function runNext(args: string[], env: Record<string, string | undefined>): void {
  runNode([NEXT_BIN, ...args], env)
}

/** Runs node with these arguments in the foreground, forwarding Ctrl-C and exit codes. */
export function runNode(args: string[], env: Record<string, string | undefined>): void {
  const child = spawn(process.execPath, args, {
    stdio: 'inherit',
    env: env as NodeJS.ProcessEnv,
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => child.kill(signal))
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
}

/** What a running server writes into its build folder: the data cache and the pages it rendered again. */
const RUNTIME_STATE = ['cache', path.join('server', 'route-cache')]

/**
 * A copy of a build as `next build` left it, without what a server wrote
 * into it as it ran: a second server on the copy renders from its own
 * database instead of serving the first one's pages and reads.
 */
export function copyBuild(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true })
  cpSync(from, to, {
    recursive: true,
    filter: (source) => !RUNTIME_STATE.includes(path.relative(from, source)),
  })
}
