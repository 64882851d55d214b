import type { Bilingual } from '@/lib/bilingual'

/** Where the mock-ups lie among the seed's files (src/seed/media). */
export const MOCKUP_FOLDER = 'mockups'

/**
 * A product mock-up as a block's picture (service pages, Our Work): a file
 * of src/seed/media/mockups drawn by scripts/assets/mockups in English, with
 * its right-to-left Arabic twin `<name>.ar.webp` beside it. The seed uploads
 * both to Page images; the English page shows the first, the Arabic page the
 * twin, so a product whose screens are in both languages looks it.
 */
export const mockup = (name: string, alt: Bilingual) => ({
  seedFile: 'page-images',
  file: `${MOCKUP_FOLDER}/${name}.webp`,
  arFile: `${MOCKUP_FOLDER}/${arabicTwin(`${name}.webp`)}`,
  alt,
})

/** `overview.webp` → `overview.ar.webp`: a mock-up's Arabic twin. */
export const arabicTwin = (file: string) => file.replace(/(?<!\.ar)\.webp$/, '.ar.webp')

/**
 * Before block pictures were uploads, a block named a mock-up by its path
 * under public/images: `/images/services/<service>/<name>.webp` or
 * `/images/our-work/<name>.webp`. The files now lie flat, one name each (an
 * upload's file name must be), as `<service>-<name>.webp` and
 * `our-work-<name>.webp`. The mock-up a path named, or null.
 */
export function mockupOfPath(src: string): string | null {
  const match = /^\/images\/(?:services\/)?([a-z0-9-]+)\/([a-z0-9-]+(?:\.ar)?\.webp)$/.exec(src)
  return match ? `${match[1]}-${match[2]}` : null
}

/** The path under public/images a mock-up of `group` (a service's slug, or `our-work`) had. */
export function pathOfMockup(file: string, group: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1)
  if (!name.startsWith(`${group}-`)) throw new Error(`${file} is not a mock-up of ${group}`)
  const rest = name.slice(group.length + 1)
  return group === 'our-work' ? `/images/our-work/${rest}` : `/images/services/${group}/${rest}`
}
