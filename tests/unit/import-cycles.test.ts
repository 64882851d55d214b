import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * No module of src reaches itself again through its imports, type-only imports
 * included. Lint's import/no-cycle guards the imports that run and skips
 * `import type` by design; a type-only cycle still ties two files together
 * (neither can move or be read alone). TypeScript's own scanner lists each
 * file's imports, so this needs no other tool and takes about a second.
 */
const ROOT = process.cwd()
const SOURCE = path.join(ROOT, 'src')
const ENDINGS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx']

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) sourceFiles(file, out)
    else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(file)
  }
  return out
}

/** The file an import names, for imports of this project (`@/…` or relative); null for packages. */
function resolved(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(SOURCE, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (!base) return null
  for (const ending of ENDINGS) {
    const file = base + ending
    if (existsSync(file) && statSync(file).isFile()) return file
  }
  return null
}

function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const scanned = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
      const targets = scanned.importedFiles
        .map((imported) => resolved(file, imported.fileName))
        .filter((target): target is string => target !== null)
      return [file, targets]
    }),
  )
}

/** The groups of files that reach each other (Tarjan's strongly connected components of two or more, or a file importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0
  const order = new Map<string, number>()
  const lowest = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (file: string) => {
    order.set(file, counter)
    lowest.set(file, counter++)
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue
      if (!order.has(next)) {
        visit(next)
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!))
      } else if (onStack.has(next)) lowest.set(file, Math.min(lowest.get(file)!, order.get(next)!))
    }
    if (lowest.get(file) !== order.get(file)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== file)
    if (group.length > 1 || graph.get(file)!.includes(file)) found.push(group.sort())
  }
  for (const file of graph.keys()) if (!order.has(file)) visit(file)
  return found
}

describe('import cycles', () => {
  it('finds a cycle made of type-only imports (the check itself)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ])
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']])
    // The scanner sees `import type` as an import.
    const scanned = ts.preProcessFile("import type { X } from './x'\n", true, true)
    expect(scanned.importedFiles.map((imported) => imported.fileName)).toEqual(['./x'])
  })

  it('no file of src reaches itself through its imports, type-only ones included', () => {
    const files = sourceFiles(SOURCE)
    expect(files.length).toBeGreaterThan(300)
    const graph = importGraph(files)
    const named = cycles(graph).map((group) => group.map((file) => path.relative(ROOT, file)))
    expect(named).toEqual([])
  })
})
