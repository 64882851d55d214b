/**
 * Part of `npm run lint`: fails when a file of src, scripts, tests or bench
 * reaches itself again through its imports, type-only ones included
 * (scripts/lib/import-cycles.ts), naming each cycle's files.
 */
import { projectCycles } from './lib/import-cycles'

const { files, cycles } = projectCycles(process.cwd())
if (cycles.length > 0) {
  console.error(`✖ ${cycles.length} import cycle(s): a file reaches itself through its imports`)
  for (const group of cycles) console.error(`  ${group.join(' → ')}`)
  process.exit(1)
}
console.log(`✔ no import cycle among ${files} files`)
