import { existsSync, statSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import * as ecommerce from '@/content/ecommerce-application'
import * as mobile from '@/content/mobile-app'
import type { ImageRef, Localized } from '@/content/types'
import * as web from '@/content/web-development'

/**
 * The static records of the web development, mobile app and e-commerce pages
 * (spec §2, §3): every count of issue 7 in both languages, no Arabic text
 * missing or left in English, and every referenced mock-up present, ≤ 60 KB,
 * of the declared size.
 */

const ARABIC = /[\u0600-\u06FF]/

/** Every Localized pair anywhere inside a record (objects with exactly en + ar). */
function localizedIn(value: unknown, trail = ''): { at: string; text: Localized<unknown> }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => localizedIn(item, `${trail}[${i}]`))
  if (!value || typeof value !== 'object') return []
  const keys = Object.keys(value).sort()
  if (keys.length === 2 && keys[0] === 'ar' && keys[1] === 'en') {
    return [{ at: trail, text: value as Localized<unknown> }]
  }
  return Object.entries(value).flatMap(([key, child]) => localizedIn(child, `${trail}.${key}`))
}

/** Both languages present and non-empty; Arabic written in Arabic unless it is a brand/tech name. */
function expectBilingual(name: string, records: unknown) {
  const pairs = localizedIn(records, name)
  expect(pairs.length, `${name} has localized text`).toBeGreaterThan(0)
  for (const { at, text } of pairs) {
    expect(typeof text.en === 'string' && text.en.trim() !== '', `${at}.en`).toBe(true)
    expect(typeof text.ar === 'string' && text.ar.trim() !== '', `${at}.ar`).toBe(true)
    // Values like "iOS" or a figure stay Latin; any text of two or more words must be Arabic.
    if (String(text.en).trim().split(/\s+/).length >= 2) {
      expect(ARABIC.test(String(text.ar)), `${at}.ar is Arabic: ${String(text.ar)}`).toBe(true)
    }
  }
}

function imagesIn(value: unknown): ImageRef[] {
  if (Array.isArray(value)) return value.flatMap(imagesIn)
  if (!value || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  if (typeof record.src === 'string' && typeof record.width === 'number') return [value as ImageRef]
  return Object.values(record).flatMap(imagesIn)
}

const statValues = (stats: { value: string }[]) => stats.map((stat) => stat.value)

describe('web development records', () => {
  it('has the portfolio of six sites, each with image, external link, tags and feature bullets', () => {
    expect(web.portfolio).toHaveLength(6)
    expect(new Set(web.portfolio.map((site) => site.id)).size).toBe(6)
    for (const site of web.portfolio) {
      expect(site.url).toMatch(/^https:\/\//)
      expect(site.tags.length).toBeGreaterThan(0)
      expect(site.features.length).toBeGreaterThan(0)
      expect(site.image.src).toMatch(/\.webp$/)
    }
  })

  it('has the three main points, the four stats, six service cards and 12 technologies', () => {
    expect(web.mainPoints.map((point) => point.title.en)).toEqual([
      'Custom development',
      'Responsive design',
      'SEO optimised',
    ])
    expect(statValues(web.stats)).toEqual(['50+', '100%', '3+', '24/7'])
    expect(web.services.map((card) => card.title.en)).toEqual([
      'Corporate websites',
      'Web applications',
      'Performance optimisation',
      'Security and maintenance',
      'CMS solutions',
      'API integration',
    ])
    expect(web.technologies.map((tech) => tech.name)).toEqual([
      'React',
      'Vue.js',
      'Angular',
      'Node.js',
      'PHP',
      'Python',
      'MongoDB',
      'MySQL',
      'AWS',
      'Docker',
      'Laravel',
      'Express',
    ])
  })

  it('is complete in Arabic', () => {
    expectBilingual('web', { ...web })
  })
})

describe('mobile app records', () => {
  it('has 12 apps: one Android only, two single-platform, the rest on both', () => {
    expect(mobile.apps).toHaveLength(12)
    expect(new Set(mobile.apps.map((app) => app.id)).size).toBe(12)
    const platforms = mobile.apps.map((app) => [...app.platforms].sort().join('+'))
    expect(platforms.filter((p) => p === 'android')).toHaveLength(1)
    expect(platforms.filter((p) => p === 'ios')).toHaveLength(1)
    expect(platforms.filter((p) => p === 'android+ios')).toHaveLength(10)
    for (const app of mobile.apps) {
      expect(app.category.en.length).toBeGreaterThan(0)
      expect(app.features.length).toBeGreaterThan(0)
      expect(app.url).toMatch(/^https:\/\//)
    }
  })

  it('has the four stats, six services and six technologies', () => {
    expect(statValues(mobile.stats)).toEqual(['12+', '100%', '2', '24/7'])
    expect(mobile.services.map((service) => service.title.en)).toEqual([
      'Native development',
      'Cross-platform development',
      'UI/UX design',
      'API integration',
      'App security',
      'App store optimisation',
    ])
    expect(mobile.technologies.map((tech) => tech.name)).toEqual([
      'React Native',
      'Flutter',
      'Swift',
      'Kotlin',
      'Firebase',
      'Node.js',
    ])
  })

  it('is complete in Arabic', () => {
    expectBilingual('mobile', { ...mobile })
  })
})

describe('e-commerce application records', () => {
  it('has four screenshots, eight feature cards with lists, six benefits, six industries, five technologies', () => {
    expect(ecommerce.screenshots).toHaveLength(4)
    expect(ecommerce.features).toHaveLength(8)
    for (const card of ecommerce.features) expect(card.features?.length).toBeGreaterThan(0)
    expect(ecommerce.benefits).toHaveLength(6)
    expect(ecommerce.industries).toHaveLength(6)
    expect(ecommerce.technologies).toHaveLength(5)
  })

  it('has the four stats', () => {
    expect(statValues(ecommerce.stats)).toEqual(['20+', '250%', '0.2s', '98%'])
  })

  it('has a four-step process and a 12-week timeline in four phases', () => {
    expect(ecommerce.process).toHaveLength(4)
    expect(ecommerce.timeline.map((phase) => [phase.weeks.from, phase.weeks.to])).toEqual([
      [1, 2],
      [3, 8],
      [9, 10],
      [11, 12],
    ])
    for (const phase of ecommerce.timeline) {
      const range = `${phase.weeks.from}-${phase.weeks.to}`
      expect(phase.period.en).toBe(`Weeks ${range}`)
      expect(phase.period.ar).toContain(range)
    }
  })

  it('is complete in Arabic', () => {
    expectBilingual('ecommerce', { ...ecommerce })
  })
})

describe('mock-up images of the three pages', () => {
  const images = [web, mobile, ecommerce].flatMap((module) => imagesIn({ ...module }))

  it('are all referenced, local WebP files of at most 60 KB with the declared size', async () => {
    // 7 web (hero + 6), 13 mobile (hero + 12), 5 e-commerce (hero + 4).
    expect(images).toHaveLength(25)
    for (const image of images) {
      const file = path.join('public', image.src)
      expect(existsSync(file), file).toBe(true)
      expect(statSync(file).size, file).toBeLessThanOrEqual(60 * 1024)
      const meta = await sharp(file).metadata()
      expect([meta.format, meta.width, meta.height], file).toEqual([
        'webp',
        image.width,
        image.height,
      ])
    }
  })
})
