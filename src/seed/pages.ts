import type { Payload, Where } from 'payload'

import { documentPath } from '@/lib/document-paths'
import { buttonsIn } from '@/lib/navigation/links'
import { isContentPageKey, pageKeyPath, type PageKey } from '@/lib/routes'
import { CAREERS_PAGES } from '@/content/pages/careers'
import { WEBINAR_PAGES } from '@/content/pages/webinar'
import { seedForms, type SeededForms } from './forms'
import { PAGE_LAYOUTS } from '@/content/pages/index'
import { inLocale } from '@/content/service-pages'
import type { SeedLayout } from '@/content/service-pages/types'
import type { SeedResult } from './types'
import { seedRecord, withUploadIds } from './upsert'
import { richTextFromBlocks, type Block } from '@/lib/rich-text'
import {
  homeSearchTitle,
  LONG_PAGES,
  MOVED_DESCRIPTIONS,
} from '@/cms/migrations/data/page-descriptions'

/** Each page's name in the admin's list, in both languages. */
export const PAGE_TITLES: Record<PageKey, [string, string]> = {
  home: ['Home page', 'الصفحة الرئيسية'],
  about: ['About us', 'من نحن'],
  contact: ['Contact us', 'اتصل بنا'],
  'what-we-do': ['What we do', 'خدماتنا'],
  'our-work': ['Our work', 'أعمالنا'],
  blog: ['Blog', 'المدونة'],
  'privacy-policy': ['Privacy policy', 'سياسة الخصوصية'],
  'not-found': ['Page not found', 'الصفحة غير موجودة'],
}

const KEYWORDS: Partial<Record<PageKey, [string, string]>> = {
  home: [
    'digital solutions, technology, innovation, software company, Kuwait',
    'حلول رقمية, تقنية, ابتكار, شركة برمجيات, الكويت',
  ],
  about: [
    'about Nakhla Technologies, software company Kuwait, IT services since 2007',
    'عن نخلة للتقنية, شركة برمجيات في الكويت, خدمات تقنية المعلومات منذ 2007',
  ],
  contact: [
    'contact software company Kuwait, IT consultation, Abu Dhabi office',
    'تواصل مع شركة برمجيات في الكويت, استشارات تقنية, مكتب أبوظبي',
  ],
  'what-we-do': [
    'software services, web development, mobile apps, ERP, e-commerce',
    'خدمات برمجية, تطوير المواقع, تطبيقات الجوال, أنظمة ERP, التجارة الإلكترونية',
  ],
  'our-work': [
    'software portfolio, case studies, apps and websites',
    'أعمالنا البرمجية, دراسات حالة, تطبيقات ومواقع',
  ],
  blog: [
    'technology blog, digital transformation Gulf, software insights',
    'مدونة تقنية, التحول الرقمي في الخليج, رؤى برمجية',
  ],
  'privacy-policy': ['privacy policy, terms of use', 'سياسة الخصوصية, شروط الاستخدام'],
}

/**
 * The seed form of one page in a language: its name, keywords and sections
 * (`layout`: the page's, its files named or already uploaded).
 */
export function pageSeed(
  key: PageKey,
  locale: 'en' | 'ar',
  layout = isContentPageKey(key) ? PAGE_LAYOUTS[key] : undefined,
): Record<string, unknown> {
  const index = locale === 'en' ? 0 : 1
  // What the migrations that gave these pages their descriptions gave existing sites.
  const described = key in MOVED_DESCRIPTIONS ? (key as keyof typeof MOVED_DESCRIPTIONS) : null
  return {
    title: PAGE_TITLES[key][index],
    ...(KEYWORDS[key] ? { keywords: KEYWORDS[key][index] } : {}),
    ...(described
      ? {
          meta: {
            ...(key === 'home' ? { title: homeSearchTitle(locale) } : {}),
            description: MOVED_DESCRIPTIONS[described][locale],
          },
        }
      : {}),
    ...((LONG_PAGES as readonly string[]).includes(key) ? { backToTop: true } : {}),
    ...(layout ? { layout: inLocale(layout, locale) } : {}),
  }
}

/** The addresses a seed layout's buttons open (`to`, lib/navigation/links). */
const buttonAddresses = (layout: unknown): string[] =>
  buttonsIn(layout).flatMap((button) => (typeof button.to === 'string' ? [button.to] : []))

/**
 * The fixed pages in an order that seeds each page a button opens before the
 * page with the button (a button stores its page's id).
 */
export function seedOrder(keys: readonly PageKey[]): PageKey[] {
  const ordered: PageKey[] = []
  const placing = new Set<PageKey>()
  const place = (key: PageKey) => {
    if (ordered.includes(key)) return
    if (placing.has(key)) throw new Error(`The seed's page buttons go round in a circle at ${key}`)
    placing.add(key)
    const layout = isContentPageKey(key) ? PAGE_LAYOUTS[key] : undefined
    for (const address of buttonAddresses(layout)) {
      const target = keys.find((candidate) => pageKeyPath(candidate) === address)
      if (target && target !== key) place(target)
    }
    ordered.push(key)
  }
  keys.forEach(place)
  return ordered
}

/**
 * A seed layout whose buttons name a page by address (`to: '/contact'`), with
 * each button pointing at that page's document instead, as staff choose it.
 */
export async function withButtonTargets<T>(payload: Payload, layout: T): Promise<T> {
  const addresses = new Set(buttonAddresses(layout))
  if (addresses.size === 0) return layout
  const { docs } = await payload.find({
    collection: 'pages',
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
    select: { page_slug: true, path: true },
  })
  const ids = new Map(docs.map((doc) => [documentPath('pages', doc), doc.id]))
  const point = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(point)
    if (typeof value !== 'object' || value === null) return value
    const fields = value as Record<string, unknown>
    if (typeof fields.to === 'string' && 'label' in fields) {
      const { to, ...button } = fields
      const id = ids.get(to)
      if (id === undefined) throw new Error(`A seeded button opens ${to}, which has no page yet`)
      return { ...button, kind: 'internal', reference: { relationTo: 'pages', value: id } }
    }
    return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, point(field)]))
  }
  return point(layout) as T
}

export async function seedPages(payload: Payload, result: SeedResult) {
  for (const key of seedOrder(Object.keys(PAGE_TITLES) as PageKey[])) {
    const named = isContentPageKey(key) ? PAGE_LAYOUTS[key] : undefined
    const layout =
      named && (await withButtonTargets(payload, await withUploadIds(payload, result, named)))
    await seedRecord(
      payload,
      result,
      'pages',
      { page_slug: { equals: key } },
      {
        en: { page_slug: key, ...pageSeed(key, 'en', layout) },
        ar: pageSeed(key, 'ar', layout),
      },
    )
  }
}

/** A form block names its seeded form by key; the page gets the form's id. */
const withFormIds = (layout: SeedLayout, forms: SeededForms): SeedLayout =>
  layout.map((block) =>
    block.blockType === 'form' && typeof block.form === 'string'
      ? { ...block, form: forms[block.form as keyof SeededForms] as number }
      : block,
  )

type SeedRichText = { richText: Record<'en' | 'ar', Block[]> }

const isSeedRichText = (value: unknown): value is SeedRichText =>
  typeof value === 'object' && value !== null && 'richText' in value

/** A block field written as `{ richText: { en, ar } }` becomes the rich text of `locale`. */
const withRichText = (layout: SeedLayout, locale: 'en' | 'ar'): SeedLayout =>
  layout.map(
    (block) =>
      Object.fromEntries(
        Object.entries(block).map(([key, value]) => [
          key,
          isSeedRichText(value)
            ? richTextFromBlocks(value.richText[locale], locale === 'ar' ? 'rtl' : 'ltr')
            : value,
        ]),
      ) as SeedLayout[number],
  )

/**
 * The example pages staff make (Careers and a sub-page, a webinar landing
 * page), parents first, and the forms on them.
 */
export async function seedStaffPages(payload: Payload, result: SeedResult) {
  const forms = await seedForms(payload, result)
  const ids: Record<string, number | string> = {}
  for (const page of [...CAREERS_PAGES, ...WEBINAR_PAGES]) {
    const parent = page.parentSlug ? ids[page.parentSlug] : undefined
    const where: Where = {
      and: [
        { slug: { equals: page.slug } },
        parent ? { parent: { equals: parent } } : { parent: { exists: false } },
      ],
    }
    const layout = await withButtonTargets(
      payload,
      await withUploadIds(payload, result, withFormIds(page.layout, forms)),
    )
    const own = (locale: 'en' | 'ar') => ({
      title: page.title[locale],
      keywords: page.keywords[locale],
      layout: inLocale(withRichText(layout, locale), locale),
    })
    ids[page.slug] = await seedRecord(payload, result, 'pages', where, {
      en: {
        slug: page.slug,
        ...(parent ? { parent } : {}),
        ...(page.backToTop ? { backToTop: true } : {}),
        ...own('en'),
      },
      ar: own('ar'),
    })
  }
}
