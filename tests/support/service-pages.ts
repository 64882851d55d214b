import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { SERVICE_PAGE_LAYOUTS, type Localized } from '../../src/seed/service-pages'

/** Helpers of the service-page end-to-end specs (docs/PRODUCT.md, Service pages). */

export type Lang = 'en' | 'ar'

export const LANGS: { lang: Lang; prefix: string }[] = [
  { lang: 'en', prefix: '' },
  { lang: 'ar', prefix: '/ar' },
]

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/** A seeded item of a block list, as the specs read it (texts in both languages). */
export type SeedItem = {
  title: Localized
  value: Localized
  label: Localized
  image: { src: string; width: number; height: number; alt: Localized }
}

/** A block of a seeded service page (the CMS content of a fresh database), by type and anchor. */
export function seedBlock(slug: string, type: string, anchor?: string) {
  const block = SERVICE_PAGE_LAYOUTS[slug].find(
    (candidate) => candidate.blockType === type && (!anchor || candidate.anchor === anchor),
  )
  if (!block) throw new Error(`The seed of ${slug} has no ${type} block ${anchor ?? ''}`)
  return block as unknown as { title: Localized; items: SeedItem[] }
}

export const seedItems = (slug: string, type: string, anchor?: string) =>
  seedBlock(slug, type, anchor).items

/** Walks down the page so lazy images load (and axe sees them), then back to the top. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 40))
    }
    window.scrollTo(0, 0)
  })
}

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

/** axe WCAG 2.2 A/AA violations of the page as "rule: targets" lines (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
