import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SITE_MESSAGES } from '@/cms/admin-labels/messages'
import type { getPageAtPath as GetPageAtPath } from '@/lib/data'
import { isFallbackRichText } from '@/lib/fallback/marks'
import { richTextFromBlocks, type RichTextState } from '@/lib/rich-text'
import { startTestPayload } from '../support/payload'
import { rest, signIn } from '../support/rest'

/**
 * The shared sections of the page library as staff save them: what each
 * refuses (with a field error in the admin's language, nothing stored), the
 * pictures and videos they hold as uploads read back with their alt text in
 * each language, and a picture a page still shows kept from deletion.
 */

const SEED_VIDEO = path.resolve('src/seed/media/hero-loop.mp4')
const EDITOR = { email: 'library-editor@example.com', password: 'rosewater-and-pistachio-41' }
const quiet = { context: { disableRevalidate: true }, overrideAccess: true } as const

let payload: Payload
let stop: () => Promise<void>
let token: string
let getPageAtPath: typeof GetPageAtPath
let pictureId: number
let videoId: number
const storyIds: Record<string, number> = {}

async function upload(collection: 'page-images' | 'page-videos') {
  // A real file of each kind: the buckets read a file's type from its contents.
  const file =
    collection === 'page-images'
      ? {
          data: await sharp({
            create: { width: 40, height: 30, channels: 3, background: '#0F766E' },
          })
            .png()
            .toBuffer(),
          mimetype: 'image/png',
          name: 'studio.png',
        }
      : { data: readFileSync(SEED_VIDEO), mimetype: 'video/mp4', name: 'studio.mp4' }
  const created = await payload.create({
    collection,
    locale: 'en',
    data: { alt: 'Our studio in Kuwait City' } as never,
    file: { ...file, size: file.data.length },
    ...quiet,
  })
  await payload.update({
    collection,
    id: created.id,
    locale: 'ar',
    data: { alt: 'استوديو الشركة في مدينة الكويت' } as never,
    ...quiet,
  })
  return created.id as number
}

const body = (text: string, href?: string): RichTextState =>
  richTextFromBlocks([href ? [text, { a: 'a link', href }] : text], 'ltr')

/** The field errors of a refused REST write, by field path. */
const fieldErrors = (answer: Record<string, unknown>) =>
  Object.fromEntries(
    (
      (answer.errors as Array<{ data?: { errors?: Array<{ path: string; message: string }> } }>) ??
      []
    )
      .flatMap((error) => error.data?.errors ?? [])
      .map((error) => [error.path, error.message]),
  )

const savePage = (layout: unknown[], language: 'en' | 'ar' = 'en') =>
  rest(payload, 'POST', '/pages', {
    token,
    language,
    body: { title: 'Library', slug: `library-${Date.now()}`, _status: 'published', layout },
  })

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  ;({ getPageAtPath } = await import('@/lib/data'))
  await payload.create({ collection: 'users', data: { ...EDITOR, role: 'editor' } as never })
  token = await signIn(payload, EDITOR.email, EDITOR.password)
  pictureId = await upload('page-images')
  videoId = await upload('page-videos')
})
afterAll(async () => stop?.())

describe('what the shared sections refuse', () => {
  it('names the field and stores nothing, in the admin’s language', async () => {
    const before = (await payload.count({ collection: 'pages', ...quiet })).totalDocs
    const cases: Array<[unknown, string, 'en' | 'ar', string]> = [
      [
        { blockType: 'rich-text', body: body('Read this', 'javascript:alert(1)') },
        'layout.0.body',
        'en',
        SITE_MESSAGES.en.site.bodyLinkUnsafe,
      ],
      [
        { blockType: 'rich-text', body: body('اقرأ هذا', 'javascript:alert(1)') },
        'layout.0.body',
        'ar',
        SITE_MESSAGES.ar.site.bodyLinkUnsafe,
      ],
      [
        // Sent through the API: a node the editor would never save (no type).
        { blockType: 'rich-text', body: { root: { type: 'root', children: [{ children: [] }] } } },
        'layout.0.body',
        'en',
        SITE_MESSAGES.en.site.bodyNotRichText,
      ],
      [{ blockType: 'image-text', title: 'No picture' }, 'layout.0.image', 'en', 'required'],
      [{ blockType: 'video', title: 'No video' }, 'layout.0.video', 'en', 'required'],
      [
        { blockType: 'faq', items: [{ question: 'Who answers?', answer: '' }] },
        'layout.0.items.0.answer',
        'en',
        'required',
      ],
      [{ blockType: 'spacer', size: 'enormous' }, 'layout.0.size', 'en', 'invalid'],
      [{ blockType: 'latest-posts', count: '9' }, 'layout.0.count', 'en', 'invalid'],
      [
        { blockType: 'page-hero', title: 'Join us', background: 'image' },
        'layout.0.background_image',
        'en',
        SITE_MESSAGES.en.site.heroPictureNeeded,
      ],
      [
        {
          blockType: 'page-hero',
          title: 'انضم إلينا',
          background: 'video',
          background_image: pictureId,
        },
        'layout.0.background_video',
        'ar',
        SITE_MESSAGES.ar.site.heroVideoNeeded,
      ],
      [
        { blockType: 'page-hero', title: 'Join us', gradient_from: 'red' },
        'layout.0.gradient_from',
        'en',
        SITE_MESSAGES.en.site.hexColour,
      ],
      [
        { blockType: 'screenshots', items: [{ title: 'No picture', frame: 'browser' }] },
        'layout.0.items.0.image',
        'en',
        'required',
      ],
      [{ blockType: 'steps', items: [] }, 'layout.0.items', 'en', 'required'],
      [
        {
          blockType: 'timeline',
          items: [{ from_week: 0, to_week: 2, period: 'Weeks 0–2', task: 'Start' }],
        },
        'layout.0.items.0.from_week',
        'en',
        'invalid',
      ],
    ]
    for (const [block, path, language, message] of cases) {
      const answer = await savePage([block], language)
      expect(answer.status, JSON.stringify(block)).toBe(400)
      const errors = fieldErrors(answer.body)
      expect(Object.keys(errors), JSON.stringify(errors)).toContain(path)
      if (message === 'required' || message === 'invalid')
        expect(errors[path].length, errors[path]).toBeGreaterThan(0)
      else expect(errors[path]).toBe(message)
    }
    // A body may hold no picture: those are image sections.
    const withPicture = richTextFromBlocks(['Text', { image: pictureId }], 'ltr')
    const picture = await savePage([{ blockType: 'rich-text', body: withPicture }])
    expect(picture.status).toBe(400)
    expect(Object.keys(fieldErrors(picture.body))).toContain('layout.0.body')
    // An empty FAQ is no FAQ.
    const empty = await savePage([{ blockType: 'faq', items: [] }])
    expect(empty.status).toBe(400)
    expect(Object.keys(fieldErrors(empty.body))).toContain('layout.0.items')
    expect((await payload.count({ collection: 'pages', ...quiet })).totalDocs).toBe(before)
  })
})

describe('a page of shared sections as visitors read it', () => {
  let pageId: number

  it('holds every shared section and reads its uploads back in each language', async () => {
    for (const [slug, order] of [
      ['erp', 1],
      ['clinic', 2],
    ] as const) {
      const story = await payload.create({
        collection: 'success-stories',
        locale: 'en',
        data: {
          slug,
          title: `Story ${slug}`,
          is_active: true,
          display_order: order,
          hero_title: `Hero ${slug}`,
          logo_url: `/logos/${slug}.svg`,
          features: [{ icon: 'Users', color: '#0F766E', title: 'Feature', description: 'D' }],
          results_stats: [{ icon: 'Users', color: '#5EEAD4', value: '50+', label: 'Clients' }],
        },
        ...quiet,
      })
      storyIds[slug] = story.id
    }
    const layout = [
      {
        blockType: 'image-text',
        image: pictureId,
        side: 'end',
        title: 'Both languages',
        points: [{ text: 'Reviews' }],
      },
      { blockType: 'rich-text', title: 'First month', body: body('You join a team.') },
      { blockType: 'faq', items: [{ question: 'Remote?', answer: 'Two days a week.' }] },
      { blockType: 'video', video: videoId, poster: pictureId, caption: 'A day' },
      { blockType: 'latest-posts', count: '3' },
      { blockType: 'stories-list', title: 'Stories', stories: [storyIds.clinic, storyIds.erp] },
      { blockType: 'spacer', size: 'small', line: true },
      {
        blockType: 'page-hero',
        title: 'Careers',
        background: 'video',
        background_image: pictureId,
        background_video: videoId,
        // A button opens any document of the site, or another website.
        button: { label: 'Apply', kind: 'external', url: 'https://jobs.example.com/apply' },
        second_button: {
          label: 'Meet the team',
          kind: 'internal',
          reference: { relationTo: 'success-stories', value: storyIds.clinic },
        },
      },
      { blockType: 'steps', items: [{ title: 'Apply', description: 'A short form.' }] },
      {
        blockType: 'timeline',
        items: [{ from_week: 1, to_week: 4, period: 'Weeks 1–4', task: 'Settle in' }],
      },
      {
        blockType: 'screenshots',
        columns: '3',
        items: [{ title: 'Orders', frame: 'phone', image: pictureId }],
      },
      {
        blockType: 'value-cards',
        title: 'Teams',
        items: [
          { icon: 'Globe', title: 'Web', image: pictureId },
          { icon: 'Users', title: 'People' },
        ],
      },
    ]
    const answer = await savePage(layout)
    expect(answer.status, answer.text).toBe(201)
    const doc = answer.body.doc as { id: number; path: string }
    pageId = doc.id

    const english = (await getPageAtPath('en', doc.path)).value!
    expect(english.layout.map((block) => block.blockType)).toEqual(
      layout.map((block) => block.blockType),
    )
    const imageText = english.layout[0] as { image: { alt: string; url: string }; side: string }
    expect(imageText.side).toBe('end')
    expect(imageText.image.alt).toBe('Our studio in Kuwait City')
    expect(imageText.image.url).toMatch(/studio\.png$/)
    const video = english.layout[3] as { video: { url: string; mimeType: string } }
    expect(video.video.mimeType).toBe('video/mp4')
    const hero = english.layout[7] as unknown as {
      background: string
      background_image: { alt: string }
      background_video: { mimeType: string }
      button: { label: string; href: string; external: boolean }
      second_button: { label: string; href: string; external: boolean }
    }
    expect(hero.background).toBe('video')
    expect(hero.background_image.alt).toBe('Our studio in Kuwait City')
    expect(hero.background_video.mimeType).toBe('video/mp4')
    expect(hero.button).toMatchObject({
      label: 'Apply',
      href: 'https://jobs.example.com/apply',
      external: true,
    })
    expect(hero.second_button).toMatchObject({
      label: 'Meet the team',
      href: '/success-stories/clinic',
      external: false,
    })
    const shots = english.layout[10] as {
      columns: string
      items: Array<{ image: { url: string } }>
    }
    expect(shots.columns).toBe('3')
    expect(shots.items[0].image.url).toMatch(/studio\.png$/)
    // The stories the list chose, in the order chosen (the stories' own order is the other way).
    const list = english.layout[5] as { stories: Array<{ slug: string }> }
    expect(list.stories.map((story) => story.slug)).toEqual(['clinic', 'erp'])
    // A card shows a picture in its icon's place, or keeps its icon.
    const cards = english.layout[11] as {
      items: Array<{ icon: string; image?: { alt: string } | null }>
    }
    expect(cards.items[0].image?.alt).toBe('Our studio in Kuwait City')
    expect(cards.items[1].image ?? null).toBeNull()

    // Arabic: the picture's own Arabic words; the body, not yet translated, is English said to be English.
    const arabic = (await getPageAtPath('ar', doc.path)).value!
    expect((arabic.layout[0] as { image: { alt: string } }).image.alt).toBe(
      'استوديو الشركة في مدينة الكويت',
    )
    const arabicBody = (arabic.layout[1] as { body: RichTextState }).body
    expect(isFallbackRichText(arabicBody)).toBe(true)
  })

  it('keeps a success story a page’s list chose from being deleted, naming the page', async () => {
    for (const [language, message] of [
      ['en', 'This story is still chosen in Page “'],
      ['ar', 'هذه القصة ما زالت مختارة في الصفحة «'],
    ] as const) {
      const refused = await rest(payload, 'DELETE', `/success-stories/${storyIds.clinic}`, {
        token,
        language,
      })
      expect(refused.status, refused.text).toBe(409)
      expect(refused.text).toContain(message)
    }
    // A story no list chose goes as before.
    const other = await payload.create({
      collection: 'success-stories',
      locale: 'en',
      data: {
        slug: 'unlisted',
        title: 'Story unlisted',
        is_active: false,
        display_order: 3,
        hero_title: 'Hero unlisted',
        logo_url: '/logos/unlisted.svg',
        features: [{ icon: 'Users', color: '#0F766E', title: 'Feature', description: 'D' }],
        results_stats: [{ icon: 'Users', color: '#5EEAD4', value: '50+', label: 'Clients' }],
      },
      ...quiet,
    })
    const deleted = await rest(payload, 'DELETE', `/success-stories/${other.id}`, { token })
    expect(deleted.status, deleted.text).toBe(200)
  })

  it('keeps a picture a page still shows from being deleted', async () => {
    const answer = await rest(payload, 'DELETE', `/page-images/${pictureId}`, { token })
    expect(answer.status, answer.text).toBe(409)
    expect(answer.text).toContain('Library')
    expect(
      (await payload.count({ collection: 'page-images', where: { id: { equals: pictureId } } }))
        .totalDocs,
    ).toBe(1)
    // Once the page no longer shows it, it may go.
    await payload.delete({ collection: 'pages', id: pageId, ...quiet })
    const after = await rest(payload, 'DELETE', `/page-images/${pictureId}`, { token })
    expect(after.status, after.text).toBe(200)
    // A file deleted meanwhile (or an id sent through the API) is a field error, not a 500.
    const gone = await savePage([{ blockType: 'image-text', title: 'Gone', image: pictureId }])
    expect(gone.status, gone.text).toBe(400)
    expect(Object.keys(fieldErrors(gone.body))).toContain('layout.0.image')
    const goneStill = await savePage([
      { blockType: 'page-hero', title: 'Gone', background: 'image', background_image: pictureId },
    ])
    expect(goneStill.status, goneStill.text).toBe(400)
    expect(Object.keys(fieldErrors(goneStill.body))).toContain('layout.0.background_image')
  })
})

describe('a video background on one of the site’s fixed pages', () => {
  it('is refused with the reason, while a picture is taken', async () => {
    pictureId = await upload('page-images')
    const notFound = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: {
        page_slug: 'not-found',
        title: 'Page not found',
        _status: 'published',
        layout: [{ blockType: 'page-hero', title: 'Page not found' }],
      } as never,
      ...quiet,
    })
    const hero = (background: string, language: 'en' | 'ar') =>
      rest(payload, 'PATCH', `/pages/${notFound.id}`, {
        token,
        language,
        body: {
          layout: [
            {
              blockType: 'page-hero',
              title: 'Page not found',
              background,
              background_image: pictureId,
              background_video: videoId,
            },
          ],
        },
      })
    for (const language of ['en', 'ar'] as const) {
      const refused = await hero('video', language)
      expect(refused.status).toBe(400)
      expect(fieldErrors(refused.body)['layout.0.background']).toBe(
        SITE_MESSAGES[language].site.heroVideoOnFixedPage,
      )
    }
    const stored = await payload.findByID({ collection: 'pages', id: notFound.id, ...quiet })
    expect((stored.layout?.[0] as { background?: string }).background).toBe('gradient')
    const picture = await hero('image', 'en')
    expect(picture.status, picture.text).toBe(200)
    // The not-found copy is one the site cannot run without: it stays (this file's own database).
  })

  it('is taken on the fixed pages the route of the pages staff make draws (About, Contact, What We Do)', async () => {
    for (const [key, title] of [
      ['about', 'About us'],
      ['contact', 'Contact us'],
      ['what-we-do', 'What we do'],
    ] as const) {
      const page = await payload.create({
        collection: 'pages',
        locale: 'en',
        data: {
          page_slug: key,
          title,
          _status: 'published',
          layout: [{ blockType: 'page-hero', title }],
        } as never,
        ...quiet,
      })
      const answer = await rest(payload, 'PATCH', `/pages/${page.id}`, {
        token,
        language: 'en',
        body: {
          layout: [
            {
              blockType: 'page-hero',
              title,
              background: 'video',
              background_image: pictureId,
              background_video: videoId,
            },
          ],
        },
      })
      expect(answer.status, `${key}: ${answer.text}`).toBe(200)
      const stored = await payload.findByID({ collection: 'pages', id: page.id, ...quiet })
      expect((stored.layout?.[0] as { background?: string }).background, key).toBe('video')
      // Contact is one the site cannot run without (a delete is refused): it stays.
      if (key !== 'contact') await payload.delete({ collection: 'pages', id: page.id, ...quiet })
    }
  })
})
