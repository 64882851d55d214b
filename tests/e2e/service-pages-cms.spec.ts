import { expect, test, type APIRequestContext } from '@playwright/test'

import { staffApi as staffApiAt, visitorHtml as visitorHtmlAt } from '../support/site-api'

/**
 * Service pages are CMS documents: a seventh service created through the API
 * (both languages) gets its own page in English and Arabic, its place in the
 * header's What We Do menu, a section on What We Do, and two sitemap entries
 * with hreflang alternates, with no code change, and its search title and
 * description in each language's page head; an edit to a block of a
 * service page shows on the prerendered page within 5 seconds, in each
 * language. Runs in the 'publishing' project (after the specs that count the
 * six services), and removes what it adds.
 */

test.describe.configure({ mode: 'serial' })

const baseURL = () => test.info().project.use.baseURL!

const staffApi = () => staffApiAt(baseURL())
const visitorHtml = (path: string) => visitorHtmlAt(baseURL(), path)

const stamp = Date.now().toString(36)
const slug = `cloud-hosting-${stamp}`
const texts = {
  en: {
    title: `Cloud hosting ${stamp}`,
    subtitle: 'Managed hosting in the region, watched around the clock',
    description: 'We host, patch and watch your sites and systems in data centres in the Gulf.',
    hero: 'Hosting that stays up while you sleep',
    lead: 'Managed servers, backups and monitoring for the systems your business runs on.',
    card: 'Daily backups',
    cta: 'Move your hosting to us',
    searchTitle: `Managed cloud hosting in Kuwait ${stamp}`,
    searchDescription:
      'Servers, backups and monitoring in Gulf data centres, watched day and night.',
  },
  ar: {
    title: `الاستضافة السحابية ${stamp}`,
    subtitle: 'استضافة مُدارة في المنطقة، تحت المراقبة على مدار الساعة',
    description: 'نستضيف مواقعك وأنظمتك ونحدّثها ونراقبها في مراكز بيانات خليجية.',
    hero: 'استضافة تبقى متاحة وأنت نائم',
    lead: 'خوادم مُدارة ونسخ احتياطية ومراقبة للأنظمة التي تعتمد عليها أعمالك.',
    card: 'نسخ احتياطية يومية',
    cta: 'انقل استضافتك إلينا',
    searchTitle: `استضافة سحابية مُدارة في الكويت ${stamp}`,
    searchDescription: 'خوادم ونسخ احتياطية ومراقبة في مراكز بيانات خليجية، ليلًا ونهارًا.',
  },
}

type Lang = keyof typeof texts

/**
 * The page's blocks in a language. The hero's picture (an upload) is chosen
 * in English only: the Arabic page shows it too.
 */
const layoutOf = (lang: Lang, picture: number, ids?: { block: string[]; item: string[] }) => [
  {
    ...(ids ? { id: ids.block[0] } : {}),
    blockType: 'hero',
    eyebrow: texts[lang].title,
    title: texts[lang].hero,
    lead: texts[lang].lead,
    frame: 'browser',
    ...(lang === 'en' ? { image: picture } : {}),
  },
  {
    ...(ids ? { id: ids.block[1] } : {}),
    blockType: 'cards',
    anchor: 'services',
    title: texts[lang].title,
    columns: '3',
    variant: 'card',
    items: [
      {
        ...(ids ? { id: ids.item[0] } : {}),
        icon: 'Server',
        title: texts[lang].card,
        description: texts[lang].description,
      },
    ],
  },
  { ...(ids ? { id: ids.block[2] } : {}), blockType: 'call-to-action', title: texts[lang].cta },
]

const prefix = (lang: Lang) => (lang === 'ar' ? '/ar' : '')

test.describe('a seventh service page, created in the CMS', () => {
  let api: APIRequestContext
  let id: number | undefined
  let picture: number

  test.beforeAll(async () => {
    api = await staffApi()
    const found = await api.get(
      '/api/page-images?where[filename][equals]=web-development-hero.webp',
    )
    picture = ((await found.json()) as { docs: Array<{ id: number }> }).docs[0].id
  })

  test.afterAll(async () => {
    if (id !== undefined) await api.delete(`/api/services/${id}`)
    await api.dispose()
  })

  test('gets its route, the menu, What We Do and the sitemap in both languages', async ({
    page,
  }) => {
    const listing = texts.en
    const created = await api.post('/api/services?locale=en', {
      data: {
        slug,
        title: listing.title,
        subtitle: listing.subtitle,
        description: listing.description,
        icon_name: 'Server',
        display_order: 7,
        layout: layoutOf('en', picture),
        meta: { title: listing.searchTitle, description: listing.searchDescription },
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const doc = (await created.json()).doc as {
      id: number
      layout: Array<{ id: string; items?: Array<{ id: string }> }>
    }
    id = doc.id
    const ids = { block: doc.layout.map((block) => block.id), item: [doc.layout[1].items![0].id] }
    const arabic = await api.patch(`/api/services/${id}?locale=ar`, {
      data: {
        title: texts.ar.title,
        subtitle: texts.ar.subtitle,
        description: texts.ar.description,
        layout: layoutOf('ar', picture, ids),
        meta: { title: texts.ar.searchTitle, description: texts.ar.searchDescription },
      },
    })
    expect(arabic.status(), await arabic.text()).toBe(200)

    for (const lang of ['en', 'ar'] as const) {
      const path = `${prefix(lang)}/what-we-do/${slug}`
      // Its own route, rendered from its blocks, in the page's language.
      await expect.poll(async () => (await visitorHtml(path)).status, { timeout: 10_000 }).toBe(200)
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
      await expect(page.locator('h1')).toHaveText(texts[lang].hero)
      // The search fields staff set are the page's head (the title whole, as the admin previews it).
      await expect(page).toHaveTitle(texts[lang].searchTitle)
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
        'content',
        texts[lang].searchDescription,
      )
      await expect(page.getByTestId('services')).toContainText(texts[lang].card)
      await expect(page.locator('main')).toContainText(texts[lang].cta)
      // hreflang alternates name both languages of the new page.
      for (const [hreflang, href] of [
        ['en', `/what-we-do/${slug}`],
        ['ar', `/ar/what-we-do/${slug}`],
      ])
        await expect(
          page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`),
        ).toHaveAttribute('href', new RegExp(`${href}$`))

      // The header's What We Do menu links to it, under its CMS title.
      const menuLink = page.locator(`header a[href="${path}"]`).first()
      await expect(menuLink).toHaveCount(1)
      await expect(menuLink).toContainText(texts[lang].title)

      // What We Do lists it, with the way to its page.
      await page.goto(`${prefix(lang)}/what-we-do`)
      await expect(page.getByTestId('services')).toContainText(texts[lang].subtitle)
      await expect(page.locator(`main a[href="${path}"]`).first()).toBeAttached()
    }

    // The sitemap lists both addresses, each with its alternates.
    await expect
      .poll(async () => (await visitorHtml('/sitemap.xml')).html, { timeout: 10_000 })
      .toContain(`/ar/what-we-do/${slug}</loc>`)
    const sitemap = (await visitorHtml('/sitemap.xml')).html
    expect(sitemap).toContain(`/what-we-do/${slug}</loc>`)
    expect(sitemap).toMatch(new RegExp(`hreflang="ar"\\s+href="[^"]*/ar/what-we-do/${slug}"`))
  })
})

test.describe('an edit to a service page block', () => {
  let api: APIRequestContext
  let serviceId: number
  const original: Partial<Record<Lang, unknown[]>> = {}

  test.beforeAll(async () => {
    api = await staffApi()
    const found = await api.get(
      '/api/services?where[slug][equals]=web-development&depth=0&limit=1&locale=en',
    )
    serviceId = ((await found.json()).docs[0] as { id: number }).id
  })

  test.afterAll(async () => {
    // Put the seeded copy back, for whoever reads the page next.
    for (const lang of ['en', 'ar'] as const)
      if (original[lang])
        await api.patch(`/api/services/${serviceId}?locale=${lang}`, {
          data: { layout: original[lang] },
        })
    await api.dispose()
  })

  type Card = { id: string; title: string }
  type Cards = { id: string; blockType: string; anchor?: string; items: Card[] }

  async function editFirstServiceCard(lang: Lang, title: string) {
    const answer = await api.get(
      `/api/services/${serviceId}?depth=0&locale=${lang}&fallback-locale=none`,
    )
    const layout = (await answer.json()).layout as Cards[]
    original[lang] ??= structuredClone(layout)
    const cards = layout.find((block) => block.blockType === 'cards' && block.anchor === 'services')
    expect(cards, 'the services cards block').toBeDefined()
    cards!.items[0].title = title
    const saved = await api.patch(`/api/services/${serviceId}?locale=${lang}`, {
      data: { layout },
    })
    expect(saved.status(), await saved.text()).toBe(200)
    return Date.now()
  }

  for (const lang of ['en', 'ar'] as const) {
    test(`in ${lang === 'en' ? 'English' : 'Arabic'} shows on the site within 5 seconds`, async () => {
      const path = `${prefix(lang)}/what-we-do/web-development`
      const other = lang === 'en' ? 'ar' : 'en'
      const otherBefore = (await visitorHtml(`${prefix(other)}/what-we-do/web-development`)).html
      const title = lang === 'en' ? `Edited card ${Date.now()}` : `بطاقة معدّلة ${Date.now()}`
      const savedAt = await editFirstServiceCard(lang, title)
      await expect
        .poll(async () => (await visitorHtml(path)).html, { timeout: 5_000, intervals: [250] })
        .toContain(title)
      const seconds = (Date.now() - savedAt) / 1000
      test.info().annotations.push({ type: 'shown after', description: `${seconds} s` })
      expect(seconds).toBeLessThanOrEqual(5)
      // The other language keeps its own words for the same card.
      const otherAfter = (await visitorHtml(`${prefix(other)}/what-we-do/web-development`)).html
      expect(otherAfter).not.toContain(title)
      const firstCard = (html: string) =>
        /data-testid="services"[\s\S]*?<h3[^>]*>([^<]+)<\/h3>/.exec(html)?.[1]
      expect(firstCard(otherAfter)).toBe(firstCard(otherBefore))
    })
  }
})
