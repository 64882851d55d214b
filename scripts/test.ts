/**
 * `npm test`: lint, types, unit, integration on SQLite, then end-to-end in
 * Chromium, one after the other, stopping at the first that fails, and the
 * time each took printed at the end (CI time is a budget: see README).
 * Before any of them it makes sure the browser the end-to-end run needs is
 * there (scripts/lib/chromium.ts): installed with apt where it can be, or a
 * stop with the exact command to run.
 */
import { spawnSync } from 'node:child_process'

import { ensureChromium } from './lib/chromium'

const STAGES: { name: string; script: string }[] = [
  { name: 'lint', script: 'lint' },
  { name: 'types', script: 'typecheck' },
  { name: 'unit', script: 'test:unit' },
  { name: 'integration (SQLite)', script: 'test:integration' },
  { name: 'end-to-end (Chromium)', script: 'test:e2e' },
]

const clock = (ms: number) => {
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`
}

const browser = ensureChromium()
if (!browser.ok) {
  console.error(`\n✖ ${browser.message}`)
  process.exit(1)
}
if (browser.message) console.log(`▶ ${browser.message}`)

const npm = process.env.npm_execpath
const times: { name: string; ms: number; status: number }[] = []
let status = 0
for (const stage of STAGES) {
  console.log(`\n▶ ${stage.name} (npm run ${stage.script})`)
  const started = Date.now()
  const run = npm
    ? spawnSync(process.execPath, [npm, 'run', stage.script], { stdio: 'inherit' })
    : spawnSync('npm', ['run', stage.script], { stdio: 'inherit', shell: true })
  status = run.status ?? 1
  times.push({ name: stage.name, ms: Date.now() - started, status })
  if (status !== 0) break
  // The end-to-end build need not check the types again (next.config.ts).
  if (stage.script === 'typecheck') process.env.BUILD_TYPES_CHECKED = '1'
}

console.log('\nTest stage times:')
for (const time of times)
  console.log(`  ${time.status === 0 ? '✔' : '✖'} ${time.name.padEnd(24)} ${clock(time.ms)}`)
console.log(`    ${'total'.padEnd(24)} ${clock(times.reduce((sum, time) => sum + time.ms, 0))}`)
process.exit(status)
