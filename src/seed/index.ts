import type { Payload } from 'payload'

import { seedBlogPosts } from './blog-posts'
import { seedContactForm } from './contact-form'
import { seedFeatures } from './features'
import { seedHeroSlides } from './hero-slides'
import { seedNavigation } from './navigation'
import { seedPages, seedStaffPages } from './pages'
import { seedServices } from './services'
import { seedSiteSettings } from './site-settings'
import { seedStories } from './stories'
import { seedTeam } from './team'
import { seedTestimonials } from './testimonials'
import type { SeedResult } from './types'

export type { SeedResult } from './types'

/**
 * The bilingual starting content of every collection. Idempotent: it creates
 * what is missing and never overwrites a record staff may have edited.
 */
export async function seed(
  payload: Payload,
  options: { log?: (message: string) => void } = {},
): Promise<SeedResult> {
  const result: SeedResult = { created: 0, updated: 0 }
  const steps: Array<[string, (payload: Payload, result: SeedResult) => Promise<void>]> = [
    ['site settings', seedSiteSettings],
    ['services', seedServices],
    ['success stories', seedStories],
    ['team', seedTeam],
    ['testimonials', seedTestimonials],
    ['hero slides', seedHeroSlides],
    ['features', seedFeatures],
    ['blog posts', seedBlogPosts],
    ['contact form', async (payload, result) => void (await seedContactForm(payload, result))],
    ['pages', seedPages],
    ['example pages', seedStaffPages],
    // After the pages: the menus link to them.
    ['menus', seedNavigation],
  ]
  for (const [label, step] of steps) {
    const before = result.created
    await step(payload, result)
    options.log?.(`${label}: ${result.created - before} created`)
  }
  return result
}

export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'services', overrideAccess: true })
  return totalDocs === 0
}
