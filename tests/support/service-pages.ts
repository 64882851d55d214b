import { readFileSync } from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** Helpers of the service-page end-to-end specs (spec §2 service pages). */

export type Lang = 'en' | 'ar'

export const LANGS: { lang: Lang; prefix: string }[] = [
  { lang: 'en', prefix: '' },
  { lang: 'ar', prefix: '/ar' },
]

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/** The servicePages message namespace of a language, as the pages read it. */
export const servicePageMessages = (lang: Lang) =>
  JSON.parse(
    readFileSync(path.resolve(`src/i18n/messages/${lang}/servicePages.json`), 'utf8'),
  ) as Record<string, { hero: { title: string } } & Record<string, unknown>>

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
