import { expect, test, type APIRequestContext } from '@playwright/test'

import { staffApi, visitorHtml } from '../support/site-api'

/**
 * A page's words are its page document's sections: an edit to one shows on
 * the prerendered page within 5 seconds in each language, and regenerates
 * that page only (the pages' cache tags; a page that did not read the edited
 * document is still served from the cache). Runs in the 'publishing' project
 * and puts the words back.
 */

test.describe.configure({ mode: 'serial' })

type Block = { id: string; blockType: string; title?: string }
type Layouts = Record<'en' | 'ar', Block[]>

const baseURL = () => test.info().project.use.baseURL!
const stamp = Date.now().toString(36)
const edited = { en: `About us, edited ${stamp}`, ar: `من نحن، بعد التعديل ${stamp}` }

async function aboutPage(api: APIRequestContext): Promise<{ id: number; layouts: Layouts }> {
  const layouts = {} as Layouts
  let id = 0
  for (const locale of ['en', 'ar'] as const) {
    const answer = await api.get(
      `/api/pages?where[page_slug][equals]=about&depth=0&limit=1&locale=${locale}&fallback-locale=none`,
    )
    expect(answer.status()).toBe(200)
    const [doc] = (await answer.json()).docs as Array<{ id: number; layout: Block[] }>
    id = doc.id
    layouts[locale] = doc.layout
  }
  return { id, layouts }
}

const withHeroTitle = (layout: Block[], title: string) =>
  layout.map((block) => (block.blockType === 'page-hero' ? { ...block, title } : block))

async function save(api: APIRequestContext, id: number, locale: 'en' | 'ar', layout: Block[]) {
  const answer = await api.patch(`/api/pages/${id}?locale=${locale}`, { data: { layout } })
  expect(answer.status(), await answer.text()).toBe(200)
}

test('an edit to a section of About shows there within 5 s in both languages, and only there', async () => {
  const api = await staffApi(baseURL())
  const { id, layouts } = await aboutPage(api)
  expect(layouts.en.some((block) => block.blockType === 'page-hero')).toBe(true)
  // A page that reads nothing of About, served from the cache before the edit. A spec run
  // just before may have changed what every page shows (the menus): its last renders settle
  // within a second or so, then the page must stay in the cache through the edit.
  await expect
    .poll(async () => (await visitorHtml(baseURL(), '/privacy-policy')).cache, { timeout: 10_000 })
    .toBe('HIT')
  try {
    await save(api, id, 'en', withHeroTitle(layouts.en, edited.en))
    await save(api, id, 'ar', withHeroTitle(layouts.ar, edited.ar))
    expect((await visitorHtml(baseURL(), '/privacy-policy')).cache).toBe('HIT')
    for (const [path, title] of [
      ['/about', edited.en],
      ['/ar/about', edited.ar],
    ]) {
      await expect
        .poll(async () => (await visitorHtml(baseURL(), path)).html, { timeout: 5_000 })
        .toContain(title)
    }
  } finally {
    await save(api, id, 'en', layouts.en)
    await save(api, id, 'ar', layouts.ar)
    await api.dispose()
  }
  await expect
    .poll(async () => (await visitorHtml(baseURL(), '/about')).html, { timeout: 5_000 })
    .not.toContain(edited.en)
})
