/**
 * `npm test`: lint, types, unit, integration on SQLite, then end-to-end in
 * Chromium, stopping at the first that fails, and the time each took printed
 * at the end (CI time is a budget: see README). Lint runs beside types and
 * then the unit tests: lint is one process on one core for over a minute, and
 * a CI machine has two; each line they print is headed by its stage's name.
 * Before any of them it makes sure the browser the end-to-end run needs is
 * there (scripts/lib/chromium.ts): installed with apt where it can be, or a
 * stop with the exact command to run.
 */
import { spawn } from 'node:child_process'

import { ensureChromium } from './lib/chromium'

type Stage = { name: string; script: string }
/**
 * Steps one after the other; the lanes of one step side by side, the stages
 * of a lane one after the other (a lane stops at its first failure).
 */
const STEPS: Stage[][][] = [
  [
    [{ name: 'lint', script: 'lint' }],
    [
      { name: 'types', script: 'typecheck' },
      { name: 'unit', script: 'test:unit' },
    ],
  ],
  [[{ name: 'integration (SQLite)', script: 'test:integration' }]],
  [[{ name: 'end-to-end (Chromium)', script: 'test:e2e' }]],
]

const clock = (ms: number) => {
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`
}

const runStarted = Date.now()
const browser = ensureChromium()
if (!browser.ok) {
  console.error(`\n✖ ${browser.message}`)
  process.exit(1)
}
if (browser.message) console.log(`▶ ${browser.message}`)

const npm = process.env.npm_execpath

/** Copies a stage's output line by line, each line headed by the stage's name. */
function headed(from: NodeJS.ReadableStream, to: NodeJS.WriteStream, name: string) {
  let rest = ''
  from.setEncoding('utf8')
  from.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) to.write(`[${name}] ${line}\n`)
  })
  from.on('end', () => rest && to.write(`[${name}] ${rest}\n`))
}

/** Runs one stage: its output straight through when alone, line by line under its name beside others. */
function run(stage: Stage, alone: boolean): Promise<{ status: number; ms: number }> {
  const started = Date.now()
  console.log(`\n▶ ${stage.name} (npm run ${stage.script})`)
  const options = { stdio: alone ? ('inherit' as const) : ('pipe' as const) }
  const child = npm
    ? spawn(process.execPath, [npm, 'run', stage.script], options)
    : spawn('npm', ['run', stage.script], { ...options, shell: true })
  if (child.stdout) headed(child.stdout, process.stdout, stage.name)
  if (child.stderr) headed(child.stderr, process.stderr, stage.name)
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`\n✖ ${stage.name}: ${error.message}`)
      resolve({ status: 1, ms: Date.now() - started })
    })
    child.on('close', (code) => resolve({ status: code ?? 1, ms: Date.now() - started }))
  })
}

const times: { name: string; ms: number; status: number }[] = []
let status = 0
/** Runs a lane's stages one after the other; answers the status of the first that failed, or 0. */
async function runLane(lane: Stage[], alone: boolean): Promise<number> {
  for (const stage of lane) {
    const result = await run(stage, alone)
    times.push({ name: stage.name, ...result })
    if (result.status !== 0) return result.status
  }
  return 0
}

for (const step of STEPS) {
  const statuses = await Promise.all(step.map((lane) => runLane(lane, step.length === 1)))
  status = statuses.find((laneStatus) => laneStatus !== 0) ?? 0
  if (status !== 0) break
  // The end-to-end build need not check the types again (next.config.ts).
  if (step.flat().some((stage) => stage.script === 'typecheck'))
    process.env.BUILD_TYPES_CHECKED = '1'
}

console.log('\nTest stage times:')
for (const time of times)
  console.log(`  ${time.status === 0 ? '✔' : '✖'} ${time.name.padEnd(24)} ${clock(time.ms)}`)
console.log(`    ${'total'.padEnd(24)} ${clock(Date.now() - runStarted)}`)
process.exit(status)
