import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Debian's Chromium: the fallback where the headless shell is not installed. */
export const chromiumPath = (): string => process.env.CHROME_PATH || '/usr/bin/chromium'

/** Debian's build of the same Chromium without its desktop shell (package chromium-headless-shell). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The browser the end-to-end suite and the Lighthouse bench drive: a CHROME_PATH the developer chose,
 * else Debian's headless shell where it is installed, else Debian's Chromium.
 * The shell is the same Blink and V8 without the browser's UI process work,
 * and it is what Playwright itself runs headless: on this suite's CPU-bound
 * runs (two workers, the server and the browsers on two cores) it took the
 * accessibility sweep of six pages from 81 s to 55 s, the whole suite in CI
 * from 2411 s to 1830 s.
 */
export function testBrowserPath(has: (path: string) => boolean = existsSync): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  return has(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath()
}

const APT_INSTALL = 'apt-get install -y --no-install-recommends chromium chromium-headless-shell'

export type ChromiumFacts = {
  path: string
  present: boolean
  apt: boolean
  root: boolean
  /** sudo can run without asking for a password (sudo -n true). */
  sudo: boolean
}

export type ChromiumPlan =
  | { kind: 'present' }
  | { kind: 'install'; argv: string[]; line: string }
  | { kind: 'stop'; message: string }

/** What `npm test` does about the browser, decided from the machine's facts alone. */
export function chromiumPlan(facts: ChromiumFacts): ChromiumPlan {
  if (facts.present) return { kind: 'present' }
  if (facts.path !== '/usr/bin/chromium')
    return {
      kind: 'stop',
      message: `Chromium is not at CHROME_PATH=${facts.path}. Point CHROME_PATH at a Chromium, or unset it and run: sudo apt-get update && sudo ${APT_INSTALL}`,
    }
  if (!facts.apt)
    return {
      kind: 'stop',
      message:
        'Chromium is missing and this machine has no apt-get. Install Chromium and set CHROME_PATH to it, then run npm test again.',
    }
  if (!facts.root && !facts.sudo)
    return {
      kind: 'stop',
      message: `Chromium is missing. Install it, then run npm test again: sudo apt-get update && sudo ${APT_INSTALL}`,
    }
  const sudo = facts.root ? '' : 'sudo -n '
  return {
    kind: 'install',
    argv: [
      'sh',
      '-c',
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive ${APT_INSTALL} -qq >/dev/null`,
    ],
    line: `Chromium is missing: installing Debian's chromium with apt-get${facts.root ? '' : ' through sudo'}, as .ci/run does.`,
  }
}

const succeeds = (command: string, args: string[]) =>
  spawnSync(command, args, { stdio: 'ignore' }).status === 0

/** Installs Chromium where it can; `message` says what happened or exactly what to run. */
export function ensureChromium(): { ok: boolean; message?: string } {
  const path = chromiumPath()
  // The usual case asks nothing more of the machine (no sudo probe on every run).
  if (existsSync(path)) return { ok: true }
  const plan = chromiumPlan({
    path,
    present: false,
    apt: existsSync('/usr/bin/apt-get'),
    root: process.getuid?.() === 0,
    sudo: succeeds('sudo', ['-n', 'true']),
  })
  if (plan.kind === 'present') return { ok: true }
  if (plan.kind === 'stop') return { ok: false, message: plan.message }
  console.log(`▶ ${plan.line}`)
  const install = spawnSync(plan.argv[0], plan.argv.slice(1), { stdio: 'inherit' })
  if (install.status !== 0 || !existsSync(path))
    return {
      ok: false,
      message: `Installing Chromium failed. Run it yourself, then npm test again: sudo apt-get update && sudo ${APT_INSTALL}`,
    }
  return { ok: true, message: `Chromium installed at ${path}.` }
}
