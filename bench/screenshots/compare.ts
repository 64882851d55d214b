/**
 * Compares two folders of screenshots taken by pages.shots.ts, file by file:
 *   tsx bench/screenshots/compare.ts <before-dir> <after-dir> [--threshold 0.005]
 * A pixel counts as changed when any channel differs by more than 24 of 255
 * (anti-aliasing noise stays under it). A pair whose heights differ is
 * compared over the shorter height and reported with both heights. Exits 1
 * when a shot is missing or changes more than the threshold (a fraction of
 * its pixels).
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

const [before, after] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const flag = process.argv.indexOf('--threshold')
const threshold = flag > 0 ? Number(process.argv[flag + 1]) : 0.005
if (!before || !after) {
  console.error('usage: tsx bench/screenshots/compare.ts <before-dir> <after-dir> [--threshold f]')
  process.exit(2)
}

const CHANNEL_TOLERANCE = 24

async function pixels(file: string) {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

let failed = 0
const rows: string[] = []
for (const name of readdirSync(before)
  .filter((file) => file.endsWith('.png'))
  .sort()) {
  const other = path.join(after, name)
  if (!existsSync(other)) {
    rows.push(`${name}\tmissing after`)
    failed += 1
    continue
  }
  const a = await pixels(path.join(before, name))
  const b = await pixels(other)
  const width = Math.min(a.width, b.width)
  const height = Math.min(a.height, b.height)
  let changed = 0
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * a.width + x) * 4
      const j = (y * b.width + x) * 4
      for (let c = 0; c < 3; c++) {
        if (Math.abs(a.data[i + c] - b.data[j + c]) > CHANNEL_TOLERANCE) {
          changed += 1
          break
        }
      }
    }
  }
  const fraction = changed / (width * height)
  const sizes = a.height === b.height ? `${a.height}px` : `${a.height}→${b.height}px`
  const over = fraction > threshold || a.height !== b.height
  if (over) failed += 1
  rows.push(`${name}\t${(fraction * 100).toFixed(3)}%\t${sizes}${over ? '\tOVER' : ''}`)
}
console.log(rows.join('\n'))
console.log(`${rows.length} shots, ${failed} over the threshold (${threshold * 100}% of pixels)`)
process.exit(failed ? 1 : 0)
