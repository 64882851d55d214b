/**
 * `npm run assets`: rebuilds every generated asset the site ships — the seed's
 * images and hero video, the home page's partner wordmarks and solution
 * pictures, the service and Our Work mock-ups (with their Arabic twins), the
 * product logos and the social card. The outputs are committed, so nothing
 * here runs at install, build or start; after a run `git status` shows only
 * what a changed drawing changed (the same machine draws the same bytes).
 *
 * `npm run assets -- mockups/our-work og-image` rebuilds only the generators
 * whose names contain one of the words. Each generator runs in its own process
 * so its own arguments (`--missing`, a shot filter) stay its own.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { root } from './draw'

/** In order: home-images copies the seed's service mock-ups, so seed-media comes first. */
const GENERATORS = [
  'seed-media',
  'home-images',
  'mockups/erp-property-fandb',
  'mockups/web-mobile-ecommerce',
  'mockups/our-work',
  'product-logos',
  'og-image',
] as const

const wanted = process.argv.slice(2)
const chosen = GENERATORS.filter(
  (name) => wanted.length === 0 || wanted.some((word) => name.includes(word)),
)
if (chosen.length === 0) {
  console.error(`No generator matches ${wanted.join(' ')}; there are: ${GENERATORS.join(', ')}`)
  process.exit(2)
}

for (const name of chosen) {
  console.log(`\n▶ ${name}`)
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/assets', `${name}.ts`)],
    { cwd: root, stdio: 'inherit' },
  )
  if (run.status !== 0) {
    console.error(`✖ ${name} failed (exit ${run.status ?? run.signal})`)
    process.exit(1)
  }
}
