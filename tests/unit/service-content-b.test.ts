import { existsSync, statSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import * as erp from '@/content/erp-solution'
import * as fandb from '@/content/fandb-solution'
import * as property from '@/content/property-management'
import type { ImageRef, Statistic } from '@/content/types'
import en from '@/i18n/messages/en/servicePages.json'

/**
 * The static records of the ERP solution, property management and food and
 * beverage pages (spec §2, §3, issue 7): every count in both languages, no
 * Arabic text missing or left in English, and every mock-up present, local,
 * ≤ 60 KB and of the declared size.
 */

type Pair = { en: unknown; ar: unknown }
const isPair = (value: object): value is Pair =>
  Object.keys(value).length === 2 && 'en' in value && 'ar' in value

/** Walks a record and yields every `{ en, ar }` pair with where it was found. */
function* pairs(value: unknown, at: string): Generator<[string, Pair]> {
  if (!value || typeof value !== 'object') return
  if (isPair(value)) {
    yield [at, value]
    return
  }
  for (const [key, child] of Object.entries(value)) yield* pairs(child, `${at}.${key}`)
}

function arabicProblems(name: string, record: unknown): string[] {
  const problems: string[] = []
  let count = 0
  for (const [at, pair] of pairs(record, name)) {
    count += 1
    const [english, arabic] = [String(pair.en ?? '').trim(), String(pair.ar ?? '').trim()]
    if (!english) problems.push(`${at}: English missing`)
    if (!arabic) problems.push(`${at}: Arabic missing`)
    else if (english.includes(' ') && !/[\u0600-\u06FF]/.test(arabic))
      problems.push(`${at}: Arabic not in Arabic script (${arabic})`)
  }
  if (count === 0) problems.push(`${name}: no localized text`)
  return problems
}

const values = (stats: Statistic[]) => stats.map((stat) => stat.value)
const englishOf = (items: { en: string }[]) => items.map((item) => item.en)

describe('ERP solution records', () => {
  it('has six dashboard screenshots with titles in both languages', () => {
    expect(erp.ERP_SCREENSHOTS).toHaveLength(6)
    expect(new Set(erp.ERP_SCREENSHOTS.map((shot) => shot.image.src)).size).toBe(6)
  })

  it('has the nine modules of the spec, four features each', () => {
    expect(erp.ERP_MODULES.map((entry) => entry.id)).toEqual([
      'kitchen',
      'books',
      'hrms',
      'inventory',
      'ecommerce',
      'sales',
      'crm',
      'delivery',
      'marketing',
    ])
    for (const erpModule of erp.ERP_MODULES) {
      expect(erpModule.features, erpModule.id).toHaveLength(4)
      expect(
        erpModule.features.every((feature) => feature.ar.trim() !== ''),
        erpModule.id,
      ).toBe(true)
    }
  })

  it('has six benefits, eight industries, integration features and four implementation steps', () => {
    expect(erp.ERP_BENEFITS).toHaveLength(6)
    expect(erp.ERP_INDUSTRIES).toHaveLength(8)
    expect(erp.ERP_INTEGRATIONS.length).toBeGreaterThanOrEqual(3)
    expect(erp.ERP_STEPS).toHaveLength(4)
  })

  it('has the four statistics and the structured-data claims', () => {
    expect(values(erp.ERP_STATS)).toEqual(['50+', '40%', '99.9%', '24/7'])
    expect(englishOf(erp.ERP_STATS.map((stat) => stat.label))).toEqual([
      'Companies',
      'More efficiency',
      'Availability',
      'Support',
    ])
    expect(erp.ERP_RATING).toEqual({ value: 4.8, count: 50 })
  })

  it('is complete in Arabic', () => {
    expect(arabicProblems('erp', { ...erp })).toEqual([])
  })
})

describe('property management records', () => {
  it('has three website screenshots and the four admin screenshots', () => {
    expect(property.PROPERTY_WEBSITE_SCREENSHOTS).toHaveLength(3)
    expect(property.PROPERTY_ADMIN_SCREENSHOTS.map((shot) => shot.id)).toEqual([
      'admin-analytics',
      'admin-maintenance',
      'admin-property',
      'admin-revenue',
    ])
  })

  it('has the six platform features and the three audiences', () => {
    expect(englishOf(property.PROPERTY_FEATURES.map((feature) => feature.title))).toEqual([
      'Property listing',
      'Tenant screening',
      'Rent collection',
      'Maintenance requests',
      'Document management',
      'Analytics',
    ])
    expect(englishOf(property.PROPERTY_AUDIENCES.map((audience) => audience.title))).toEqual([
      'Property owners',
      'Property managers',
      'Tenants',
    ])
  })

  it('has the impact figures', () => {
    expect(values(property.PROPERTY_IMPACT)).toEqual(['1000+', '500+', '2000+', '98%'])
  })

  it('is complete in Arabic', () => {
    expect(arabicProblems('property', { ...property })).toEqual([])
  })
})

describe('food and beverage records', () => {
  it('has the four screenshots', () => {
    expect(fandb.FANDB_SCREENSHOTS.map((shot) => shot.id)).toEqual([
      'admin-dashboard',
      'online-ordering',
      'menu-management',
      'customer-experience',
    ])
  })

  it('has three service options, nine features, three audiences and six key benefits', () => {
    expect(englishOf(fandb.FANDB_SERVICE_OPTIONS.map((option) => option.title))).toEqual([
      'Home delivery',
      'Pickup',
      'Dine-in by QR code',
    ])
    expect(englishOf(fandb.FANDB_FEATURES.map((feature) => feature.title))).toEqual([
      'Digital menu',
      'Online ordering',
      'Payment gateway',
      'Delivery management',
      'Customer management',
      'Analytics',
      'QR code ordering',
      'Real-time notifications',
      'Inventory',
    ])
    expect(englishOf(fandb.FANDB_AUDIENCES.map((audience) => audience.title))).toEqual([
      'Restaurant owners',
      'Food and beverage chains',
      'Customers',
    ])
    expect(fandb.FANDB_BENEFITS).toHaveLength(6)
  })

  it('has the impact figures', () => {
    expect(values(fandb.FANDB_IMPACT)).toEqual(['200+', '50K+', '15K+', '99%'])
  })

  it('is complete in Arabic', () => {
    expect(arabicProblems('fandb', { ...fandb })).toEqual([])
  })
})

describe('page copy of the three pages', () => {
  it('has a section heading for every block in servicePages', () => {
    expect(Object.keys(en.erpSolution)).toEqual(
      expect.arrayContaining(['hero', 'screenshots', 'modules', 'benefits', 'industries']),
    )
    expect(en.erpSolution.integration.stepsTitle).toBeTruthy()
    expect(Object.keys(en.propertyManagement)).toEqual(
      expect.arrayContaining(['overview', 'admin', 'features', 'audiences', 'impact', 'cta']),
    )
    expect(Object.keys(en.fandbSolution)).toEqual(
      expect.arrayContaining([
        'overview',
        'options',
        'features',
        'audiences',
        'benefits',
        'impact',
      ]),
    )
  })
})

describe('mock-up images of the three pages', () => {
  const images = new Map<string, ImageRef>()
  const collect = (value: unknown) => {
    if (!value || typeof value !== 'object') return
    const record = value as Partial<ImageRef>
    if (typeof record.src === 'string' && typeof record.width === 'number') {
      images.set(record.src, value as ImageRef)
      return
    }
    Object.values(value).forEach(collect)
  }
  ;[erp, property, fandb].forEach((records) => collect({ ...records }))

  it('are local WebP files of at most 60 KB with the declared size', async () => {
    // A hero each, plus 6 ERP, 3 + 4 property and 4 F&B screenshots.
    expect(images.size).toBe(20)
    for (const image of images.values()) {
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
