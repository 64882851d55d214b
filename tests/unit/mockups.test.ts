import { readdirSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { localizedImage } from '@/lib/mockups'

const PUBLIC = path.resolve('public')

/** Every generated mock-up under public/images, as the site addresses it (`/images/…`). */
function mockups(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    )
  return walk(path.join(PUBLIC, 'images'))
    .filter((file) => file.endsWith('.webp') && !file.endsWith('.ar.webp'))
    .map((file) => `/${path.relative(PUBLIC, file).split(path.sep).join('/')}`)
}

describe('Arabic mock-ups', () => {
  it('gives Arabic pages the Arabic twin of a mock-up and leaves everything else alone', () => {
    const src = '/images/services/erp-solution/overview.webp'
    expect(localizedImage(src, 'ar')).toBe('/images/services/erp-solution/overview.ar.webp')
    expect(localizedImage(src, 'en')).toBe(src)
    expect(localizedImage('/images/services/erp-solution/overview.ar.webp', 'ar')).toBe(
      '/images/services/erp-solution/overview.ar.webp',
    )
    expect(localizedImage('/api/service-images/file/erp.webp', 'ar')).toBe(
      '/api/service-images/file/erp.webp',
    )
    expect(localizedImage('/logos/kitchen.svg', 'ar')).toBe('/logos/kitchen.svg')
  })

  it('has an Arabic twin of the same size beside every mock-up', async () => {
    const english = mockups()
    expect(english.length).toBeGreaterThan(40)
    for (const src of english) {
      const twin = localizedImage(src, 'ar')
      const [a, b] = await Promise.all(
        [src, twin].map((file) => sharp(path.join(PUBLIC, file)).metadata()),
      )
      expect([b.width, b.height], twin).toEqual([a.width, a.height])
    }
  })
})
