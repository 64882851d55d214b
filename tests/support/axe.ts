import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import type axe from 'axe-core'
import type { AxeResults } from 'axe-core'
import type { Page } from '@playwright/test'

/**
 * axe's minified build, put into each page checked. `axe.source` is the
 * unminified one (1.3 MB against 0.58 MB): putting it in took 430-570 ms of
 * each check on five pages, the minified one 280-410 ms, with the same
 * violations (the accessibility sweep puts it into over a hundred pages).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** The rules every axe check of the site runs: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']
/** …and axe's best practices (one h1, landmarks, heading order): every page passes them. */
const SITE_TAGS = [...WCAG_TAGS, 'best-practice']

/** axe's own settings for a run in the page: its frames answer only to the same origin. */
const CONFIGURE = `;axe.configure({ allowedOrigins: ['<same_origin>'] })`

/**
 * axe with the site's rules, run in the page itself and in its same-origin
 * frames, reporting violations in full (the other result kinds by one node
 * each: their lists are never read, and building them took about a fifth of
 * each check's time).
 *
 * axe-core's Playwright builder did the same in its legacy mode, but put
 * axe's 600 kB source into the page twice and asked the page three more
 * questions before each run: measured on six pages, 1.3-1.8 s a check
 * against 0.9-1.4 s here, with the same violations. (Its default mode, which
 * finishes each run in a second blank page, took 2.3-4.7 s; it only matters
 * for cross-origin frames, which the site does not have.)
 */
export const siteAxe = (page: Page, within?: string) => ({
  /** Only the part of the page under this selector (`#who-we-are`). */
  include: (selector: string) => siteAxe(page, selector),
  async analyze(): Promise<AxeResults> {
    // A frame that cannot take the script (gone, or of another origin) is left out, as axe would.
    for (const frame of page.frames())
      await frame.evaluate(AXE_SOURCE + CONFIGURE).catch(() => undefined)
    return page.evaluate(
      ({ tags, selector }) =>
        (window as unknown as { axe: typeof axe }).axe.run(
          selector ? { include: [selector] } : document,
          { resultTypes: ['violations'], runOnly: { type: 'tag', values: tags } },
        ),
      { tags: SITE_TAGS, selector: within },
    )
  },
})

/** The page's axe violations as `rule: targets` lines (empty when there are none). */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await siteAxe(page).analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Walks down the page so lazy images and sections load (and axe sees them), then back to the top. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    // A screen at a time: every part of the page comes into view once (and a
    // zero-height window cannot make the walk endless).
    const step = Math.max(window.innerHeight, 200)
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 40))
    }
    window.scrollTo(0, 0)
  })
}
