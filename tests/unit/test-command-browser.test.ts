import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  chromiumPlan,
  HEADLESS_SHELL,
  testBrowserPath,
  type ChromiumFacts,
} from '../../scripts/lib/chromium'

const missing: ChromiumFacts = {
  path: '/usr/bin/chromium',
  present: false,
  apt: true,
  root: false,
  sudo: false,
}

describe('npm test and the browser it needs', () => {
  it('goes straight on when Chromium is there', () => {
    expect(chromiumPlan({ ...missing, present: true })).toEqual({ kind: 'present' })
  })

  it('installs Debian chromium with apt as root, saying so in one line', () => {
    const plan = chromiumPlan({ ...missing, root: true })
    expect(plan).toMatchObject({
      kind: 'install',
      line: "Chromium is missing: installing Debian's chromium with apt-get, as .ci/run does.",
    })
    expect(plan.kind === 'install' && plan.argv.join(' ')).toBe(
      'sh -c apt-get update -qq && env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium chromium-headless-shell -qq >/dev/null',
    )
  })

  it('installs through sudo when sudo needs no password', () => {
    const plan = chromiumPlan({ ...missing, sudo: true })
    expect(plan.kind).toBe('install')
    expect(plan.kind === 'install' && plan.argv[2]).toMatch(
      /^sudo -n apt-get update -qq && sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install/,
    )
    expect(plan.kind === 'install' && plan.line).toMatch(/through sudo/)
  })

  it('stops before any test with the exact command when it cannot install', () => {
    expect(chromiumPlan(missing)).toEqual({
      kind: 'stop',
      message:
        'Chromium is missing. Install it, then run npm test again: sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium chromium-headless-shell',
    })
    expect(chromiumPlan({ ...missing, apt: false, root: true })).toMatchObject({
      kind: 'stop',
      message: expect.stringMatching(/no apt-get/),
    })
  })

  it('never installs over a CHROME_PATH the developer chose', () => {
    expect(chromiumPlan({ ...missing, path: '/opt/chrome/chrome', root: true })).toMatchObject({
      kind: 'stop',
      message: expect.stringMatching(/^Chromium is not at CHROME_PATH=\/opt\/chrome\/chrome\./),
    })
  })
})

describe('the browser the end-to-end suite drives', () => {
  afterEach(() => vi.unstubAllEnvs())
  const installed =
    (...paths: string[]) =>
    (path: string) =>
      paths.includes(path)

  it("is Debian's headless shell where it is installed", () => {
    vi.stubEnv('CHROME_PATH', '')
    expect(testBrowserPath(installed(HEADLESS_SHELL, '/usr/bin/chromium'))).toBe(
      '/usr/bin/chromium-headless-shell',
    )
  })

  it("falls back to Debian's Chromium without the shell", () => {
    vi.stubEnv('CHROME_PATH', '')
    expect(testBrowserPath(installed('/usr/bin/chromium'))).toBe('/usr/bin/chromium')
  })

  it('is the CHROME_PATH a developer chose, shell or not', () => {
    vi.stubEnv('CHROME_PATH', '/opt/chrome/chrome')
    expect(testBrowserPath(installed(HEADLESS_SHELL))).toBe('/opt/chrome/chrome')
  })
})
