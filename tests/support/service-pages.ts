import type { Page } from '@playwright/test'

import type { Bilingual } from '../../src/lib/bilingual'
import { SERVICE_PAGE_LAYOUTS } from '../../src/content/service-pages'

/** Helpers of the service-page end-to-end specs (docs/PRODUCT.md, Service pages). */

export type Lang = 'en' | 'ar'

export const LANGS: { lang: Lang; prefix: string }[] = [
  { lang: 'en', prefix: '' },
  { lang: 'ar', prefix: '/ar' },
]

/** A seeded item of a block list, as the specs read it (texts in both languages). */
export type SeedItem = {
  title: Bilingual
  value: Bilingual
  label: Bilingual
  /** A mock-up (src/content/mockups.ts): its English file and the Arabic twin. */
  image: { file: string; arFile: string; alt: Bilingual }
}

/**
 * Whether an address is the optimized or plain copy of a seeded picture in
 * a language: its upload keeps the file's own name.
 */
export function showsFile(url: URL, image: SeedItem['image'], lang: Lang) {
  const name = (lang === 'ar' ? image.arFile : image.file).split('/').pop()!
  const source =
    url.pathname === '/_next/image' ? (url.searchParams.get('url') ?? '') : url.pathname
  return source.split('?')[0].endsWith(`/${name}`)
}

/** A block of a seeded service page (the CMS content of a fresh database), by type and anchor. */
export function seedBlock(slug: string, type: string, anchor?: string) {
  const block = SERVICE_PAGE_LAYOUTS[slug].find(
    (candidate) => candidate.blockType === type && (!anchor || candidate.anchor === anchor),
  )
  if (!block) throw new Error(`The seed of ${slug} has no ${type} block ${anchor ?? ''}`)
  return block as unknown as { title: Bilingual; items: SeedItem[] }
}

export const seedItems = (slug: string, type: string, anchor?: string) =>
  seedBlock(slug, type, anchor).items

/** Links in `main` that leave the site, with their target and rel. */
export function externalLinks(page: Page, origin: string) {
  return page.locator('main a[href^="http"]').evaluateAll(
    (links, own) =>
      links
        .filter((a) => new URL((a as HTMLAnchorElement).href).origin !== own)
        .map((a) => ({
          href: a.getAttribute('href'),
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel') ?? '',
        })),
    origin,
  )
}
