import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { cycles, importGraph } from '../../scripts/lib/import-cycles'

/**
 * The cycle check `npm run lint` runs (scripts/check-import-cycles.ts): it
 * finds a cycle made of type-only imports and follows the project's aliases.
 * Whether the tree has a cycle is lint's to say, not repeated here.
 */
describe('import cycles', () => {
  it('finds a cycle made of type-only imports (the check itself)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
      ['e.ts', ['e.ts']],
    ])
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']])
    // The scanner sees `import type` as an import.
    const scanned = ts.preProcessFile("import type { X } from './x'\n", true, true)
    expect(scanned.importedFiles.map((imported) => imported.fileName)).toEqual(['./x'])
  })

  it('follows the @/ alias, @payload-config and relative imports to the files they name', () => {
    const root = process.cwd()
    const file = path.join(root, 'tests/unit/import-cycles.test.ts')
    const graph = importGraph(root, [file])
    expect(graph.get(file)).toEqual([path.join(root, 'scripts/lib/import-cycles.ts')])
    const routes = path.join(root, 'src/app/(payload)/layout.tsx')
    expect(importGraph(root, [routes]).get(routes)).toContain(
      path.join(root, 'src/cms/payload.config.ts'),
    )
  })
})
