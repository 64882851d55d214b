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
  image: { src: string; width: number; height: number; alt: Bilingual }
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
