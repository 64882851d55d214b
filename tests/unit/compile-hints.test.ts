import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { COMPILE_HINT, hintStartupChunks } from '../../scripts/lib/compile-hints'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function build(manifest: unknown, chunks: Record<string, string>) {
  dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true })
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify(manifest))
  for (const [name, body] of Object.entries(chunks))
    writeFileSync(path.join(dir, 'static', 'chunks', name), body)
}
const read = (name: string) => readFileSync(path.join(dir, 'static', 'chunks', name), 'utf8')

describe('hintStartupChunks', () => {
  it('marks the chunks every page starts with, and no other', () => {
    build(
      { rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react-dom.js'] },
      { 'runtime.js': 'runtime()', 'react-dom.js': 'reactDom()', 'page.js': 'page()' },
    )
    expect(hintStartupChunks(dir)).toEqual([
      'static/chunks/runtime.js',
      'static/chunks/react-dom.js',
    ])
    expect(read('runtime.js')).toBe(`${COMPILE_HINT}runtime()`)
    expect(read('react-dom.js')).toBe(`${COMPILE_HINT}reactDom()`)
    expect(read('page.js')).toBe('page()')
  })

  it('marks a chunk once, however often the build step runs', () => {
    build({ rootMainFiles: ['static/chunks/runtime.js'] }, { 'runtime.js': 'runtime()' })
    hintStartupChunks(dir)
    expect(hintStartupChunks(dir)).toEqual([])
    expect(read('runtime.js')).toBe(`${COMPILE_HINT}runtime()`)
  })

  it('leaves stylesheets alone and refuses a manifest without startup files', () => {
    build({ rootMainFiles: ['static/chunks/app.css'] }, { 'app.css': 'a{}' })
    expect(hintStartupChunks(dir)).toEqual([])
    expect(read('app.css')).toBe('a{}')
    rmSync(dir, { recursive: true, force: true })
    build({ pages: {} }, {})
    expect(() => hintStartupChunks(dir)).toThrow(/rootMainFiles/)
  })
})
