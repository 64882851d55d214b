import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { BUILT_IN_SERVICES } from '@/content/service-list'
import { PAGE_LAYOUTS } from '@/content/pages'
import { SERVICE_PAGE_LAYOUTS } from '@/content/service-pages'
import { arabicTwin, MOCKUP_FOLDER, mockupOfPath, pathOfMockup } from '@/content/mockups'

const MEDIA = path.resolve('src/seed/media')
const FOLDER = path.join(MEDIA, MOCKUP_FOLDER)

/** The English mock-ups the seed uploads. */
const english = () =>
  readdirSync(FOLDER).filter((file) => file.endsWith('.webp') && !file.endsWith('.ar.webp'))

/** Every `{ seedFile, file, arFile }` in a seed layout. */
type SeedFile = { file: string; arFile?: string; alt: { en: string; ar: string } }
function seedFiles(value: unknown): SeedFile[] {
  if (Array.isArray(value)) return value.flatMap(seedFiles)
  if (typeof value !== 'object' || value === null) return []
  if ('seedFile' in value) return [value as unknown as SeedFile]
  return Object.values(value).flatMap(seedFiles)
}

describe('Arabic mock-ups', () => {
  it('has an Arabic twin of the same size beside every mock-up, each a WebP of at most 60 KB', async () => {
    const files = english()
    expect(files.length).toBeGreaterThan(40)
    for (const name of [...files, ...files.map(arabicTwin)]) {
      const file = path.join(FOLDER, name)
      expect(statSync(file).size, name).toBeLessThanOrEqual(60 * 1024)
      expect((await sharp(file).metadata()).format, name).toBe('webp')
    }
    for (const file of files) {
      const [a, b] = await Promise.all(
        [file, arabicTwin(file)].map((name) => sharp(path.join(FOLDER, name)).metadata()),
      )
      expect([b.width, b.height], arabicTwin(file)).toEqual([a.width, a.height])
    }
  })

  it('names in the seed only files that exist, each with its twin', () => {
    const named = [...Object.values(SERVICE_PAGE_LAYOUTS), ...Object.values(PAGE_LAYOUTS)].flatMap(
      seedFiles,
    )
    const mockups = named.filter((file) => file.file.startsWith(`${MOCKUP_FOLDER}/`))
    expect(mockups.length).toBe(53)
    for (const { file, arFile, alt } of mockups) {
      expect(existsSync(path.join(MEDIA, file)), file).toBe(true)
      expect(alt.en.length, file).toBeGreaterThan(10)
      expect(alt.ar, file).toMatch(/[\u0600-\u06FF]/)
      expect(arFile, file).toBe(`${MOCKUP_FOLDER}/${arabicTwin(file.split('/')[1])}`)
      expect(existsSync(path.join(MEDIA, arFile!)), arFile).toBe(true)
    }
  })

  it('finds the mock-up an old block named by its path, and the path of each', () => {
    expect(mockupOfPath('/images/services/erp-solution/overview.webp')).toBe(
      'erp-solution-overview.webp',
    )
    expect(mockupOfPath('/images/services/erp-solution/overview.ar.webp')).toBe(
      'erp-solution-overview.ar.webp',
    )
    expect(mockupOfPath('/images/our-work/qr-dine-in.webp')).toBe('our-work-qr-dine-in.webp')
    for (const other of ['/logos/kitchen.svg', '/images/../x.webp', 'images/our-work/a.webp'])
      expect(mockupOfPath(other), other).toBeNull()
    const groups = [...BUILT_IN_SERVICES.map((service) => service.slug), 'our-work']
    for (const file of english()) {
      const group = groups.find((name) => file.startsWith(`${name}-`))
      expect(group, file).toBeDefined()
      expect(mockupOfPath(pathOfMockup(file, group!))).toBe(file)
    }
    expect(() => pathOfMockup('our-work-a.webp', 'erp-solution')).toThrow()
  })
})
