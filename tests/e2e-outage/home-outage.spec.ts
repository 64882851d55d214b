import { expect, test } from '@playwright/test'

import {
  BUILTIN_FEATURES,
  BUILTIN_HERO_SLIDE,
  BUILTIN_TEAM,
  BUILTIN_TESTIMONIALS,
} from '../../src/sections/home/builtin'
import type { Bilingual } from '../../src/lib/bilingual'
import { home } from '../../src/content/pages/home'
import { homeSearchTitle } from '../../src/cms/migrations/data/page-descriptions'

/** A seeded section's text (the home page's sections stand in from the seed when unread). */
const seeded = (blockType: string, field: string) =>
  home.find((block) => block.blockType === blockType)![field] as Bilingual

/**
 * The home fallbacks (docs/PRODUCT.md) with the database unavailable (this
 * run's build and server have every
 * home read failing): the page still renders, its sections as seeded, with
 * the built-in slide and the hero's error and Retry, the six built-in
 * features, the four built-in members and the four built-in testimonials, in
 * both languages.
 */
const LANGUAGES = [
  { locale: 'en', path: '/', error: 'Failed to load hero content', retry: 'Retry' },
  { locale: 'ar', path: '/ar', error: 'تعذّر تحميل محتوى الواجهة', retry: 'إعادة المحاولة' },
] as const

for (const lang of LANGUAGES) {
  test(`${lang.path} with the database unavailable shows the built-in content`, async ({
    page,
  }) => {
    const response = await page.goto(lang.path)
    expect(response?.status()).toBe(200)
    // Its document unread, the head is the site's own title: "company · tagline".
    await expect(page).toHaveTitle(homeSearchTitle(lang.locale))

    // The page's own sections (its layout could not be read either) come from the seed.
    const main = page.locator('main')
    for (const [blockType, field] of [
      ['home-hero', 'eyebrow'],
      ['home-intro', 'title'],
      ['home-solutions', 'title'],
      ['home-partners', 'title'],
      ['home-features', 'title'],
      ['home-support', 'title'],
      ['home-team', 'title'],
      ['home-testimonials', 'title'],
    ] as const)
      await expect(main).toContainText(seeded(blockType, field)[lang.locale])
    await expect(page.getByRole('tab')).toHaveCount(3)

    const hero = page.getByTestId('hero')
    await expect(hero).toHaveAttribute('data-state', 'error')
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(
      BUILTIN_HERO_SLIDE.title[lang.locale],
    )
    await expect(page.getByTestId('hero-error')).toContainText(lang.error)
    await expect(
      page.getByTestId('hero-error').getByRole('button', { name: lang.retry }),
    ).toBeVisible()

    const features = page.getByTestId('features').locator(':scope > li')
    await expect(features).toHaveCount(6)
    for (const card of BUILTIN_FEATURES) {
      await expect(page.getByTestId('features')).toContainText(card.title[lang.locale])
    }

    await expect(page.getByTestId('team-grid')).toBeVisible()
    for (const member of BUILTIN_TEAM) {
      await expect(page.locator('main')).toContainText(member.name[lang.locale])
    }

    const testimonials = page.getByTestId('testimonials')
    await expect(page.getByTestId('testimonials-dot')).toHaveCount(BUILTIN_TESTIMONIALS.length)
    await expect(testimonials).toContainText(BUILTIN_TESTIMONIALS[0].quote[lang.locale])
  })
}
