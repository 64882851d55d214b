import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The production server runs under tsx, which turns Node's source maps on:
 * Node then read, parsed and kept the map of every server chunk Next loaded
 * (240 MB more resident memory). scripts/lib/source-maps.ts turns them off
 * unless the operator asked for them.
 */
const TSX = path.resolve('node_modules/tsx/dist/cli.mjs')
const mapsUnderTsx = (script: string, env: Record<string, string> = {}) => {
  const run = spawnSync(process.execPath, [TSX, '--eval', script], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  expect(run.status, run.stderr).toBe(0)
  return run.stdout.trim()
}
const REPORT = 'console.log(String(process.sourceMapsEnabled))'

describe('source maps in the production server', () => {
  it('tsx turns them on (what the server undoes)', () => {
    expect(mapsUnderTsx(REPORT)).toBe('true')
  })

  it('are off once scripts/lib/source-maps.ts ran', () => {
    expect(mapsUnderTsx(`import('./scripts/lib/source-maps.ts').then(() => ${REPORT})`)).toBe(
      'false',
    )
  })

  it('stay on when the operator asks for them', () => {
    expect(
      mapsUnderTsx(`import('./scripts/lib/source-maps.ts').then(() => ${REPORT})`, {
        NODE_OPTIONS: '--enable-source-maps',
      }),
    ).toBe('true')
  })

  it('are turned off before the server imports anything else', () => {
    const imports = readFileSync('scripts/serve.ts', 'utf8').match(/^import .*$/gm) ?? []
    expect(imports[0]).toBe("import './lib/source-maps'")
  })
})
