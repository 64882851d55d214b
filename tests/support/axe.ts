import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The rules every axe check of the site runs: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']
/**
 * …and axe's best practices (one h1, landmarks, heading order): the checks
 * always ran them, since `options()` replaced the tags `withTags()` had set,
 * and every page passes them.
 */
const SITE_TAGS = [...WCAG_TAGS, 'best-practice']

/**
 * axe with the site's rules, reporting violations in full and the other
 * result kinds by one node each: their lists are never read, and building
 * them took about a fifth of each check's time.
 *
 * Legacy mode runs axe in the page itself (and in its frames, as axe does
 * across same-origin frames). The default mode opens a second, blank page in
 * the context, loads axe into it again and sends it every frame's partial
 * results to finish the run: measured on a service page, 2.3-4.7 s a check
 * against 1.2-1.7 s in legacy mode, with the same violations (the in-page run
 * itself is 0.4-0.7 s). It only matters for cross-origin frames, which the
 * site does not have.
 */
export const siteAxe = (page: Page) =>
  new AxeBuilder({ page })
    // options() first: it replaces everything set before it, the tags too.
    .options({ resultTypes: ['violations'] })
    .withTags(SITE_TAGS)
    .setLegacyMode(true)

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
