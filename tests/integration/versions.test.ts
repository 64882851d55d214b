import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SITE_SETTINGS_EN } from '@/seed/site-settings'
import { startTestPayload } from '../support/payload'
import { rest as restAs, signIn } from '../support/rest'

/**
 * Drafts and versions on the site's content: staff save drafts and restore
 * earlier versions, each version names its author, and nothing but the
 * published text ever reaches an anonymous reader, whatever it asks for.
 */
let payload: Payload
let stop: () => Promise<void>
let staff: Record<string, unknown> & { id: number; collection: 'users' }
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  const user = await payload.create({
    collection: 'users',
    data: { email: 'editor@example.com', password: 'a long staff passphrase 2026' },
    overrideAccess: true,
  })
  staff = { ...user, collection: 'users' } as typeof staff
})
afterAll(async () => stop?.())

/** An anonymous request through Payload's REST routes, as a browser would send it. */
async function rest(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const config = (await import('@/cms/payload.config')).default
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${path}`),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** Staff writes through access control; each call gets its own context, as each request does. */
const staffCall = () => ({ user: staff, overrideAccess: false as const, context: { ...ctx } })

describe('restoring a version', () => {
  it('restores v1 after v2 was published, publicly, and records who restored it', async () => {
    const v1 = await payload.create({
      collection: 'testimonials',
      data: {
        quote: 'Version one',
        author_name: 'A',
        is_active: true,
        display_order: 1,
        _status: 'published',
      },
      ...staffCall(),
    })
    await payload.update({
      collection: 'testimonials',
      id: v1.id,
      data: { quote: 'Version two', _status: 'published' },
      ...staffCall(),
    })
    const before = await payload.findVersions({
      collection: 'testimonials',
      where: { parent: { equals: v1.id } },
      sort: '-updatedAt',
      depth: 0,
      user: staff,
      overrideAccess: false,
    })
    expect(before.docs.map((version) => version.version.quote)).toEqual([
      'Version two',
      'Version one',
    ])
    const first = before.docs.find((version) => version.version.quote === 'Version one')!
    expect(first.version.updated_by).toBe(staff.id)

    await payload.restoreVersion({
      collection: 'testimonials',
      id: first.id,
      ...staffCall(),
    })

    const shown = await payload.findByID({
      collection: 'testimonials',
      id: v1.id,
      overrideAccess: false,
    })
    expect(shown.quote).toBe('Version one')
    const after = await payload.findVersions({
      collection: 'testimonials',
      where: { parent: { equals: v1.id } },
      sort: '-updatedAt',
      depth: 0,
      user: staff,
      overrideAccess: false,
    })
    expect(after.totalDocs).toBe(3)
    expect(after.docs[0].version.quote).toBe('Version one')
    expect(after.docs[0].version._status).toBe('published')
    expect(after.docs[0].version.updated_by).toBe(staff.id)
  })
})

describe('restoring a version as staff do (REST, the admin’s versions view)', () => {
  it('writes a draft of the old content: visitors keep the published one until staff publish', async () => {
    const doc = await payload.create({
      collection: 'testimonials',
      data: { quote: 'First words', author_name: 'R', display_order: 8, _status: 'published' },
      ...staffCall(),
    })
    await payload.update({
      collection: 'testimonials',
      id: doc.id,
      data: { quote: 'Second words', _status: 'published' },
      ...staffCall(),
    })
    const { docs } = await payload.findVersions({
      collection: 'testimonials',
      where: { parent: { equals: doc.id } },
      sort: 'updatedAt',
      depth: 0,
      overrideAccess: true,
    })
    const first = docs.find((version) => version.version.quote === 'First words')!
    const token = await signIn(payload, 'editor@example.com', 'a long staff passphrase 2026')

    // Without ?draft=true, as the admin's main Restore button sends it.
    for (const query of ['?draft=false', '']) {
      const answer = await restAs(payload, 'POST', `/testimonials/versions/${first.id}${query}`, {
        token,
      })
      expect(answer.status, answer.text).toBe(200)
      expect(answer.body.message).toBeTruthy()
      const shown = await payload.findByID({
        collection: 'testimonials',
        id: doc.id,
        overrideAccess: false,
      })
      expect(shown.quote).toBe('Second words')
      const newest = await payload.findByID({
        collection: 'testimonials',
        id: doc.id,
        draft: true,
        overrideAccess: true,
      })
      expect(newest).toMatchObject({ quote: 'First words', _status: 'draft' })
    }

    // Visitors and sign-in-less callers cannot restore anything; an unknown version is a 404.
    expect((await restAs(payload, 'POST', `/testimonials/versions/${first.id}`)).status).toBe(403)
    for (const unknown of ['999999', 'not-a-version'])
      expect(
        (await restAs(payload, 'POST', `/testimonials/versions/${unknown}`, { token })).status,
      ).toBe(404)

    await payload.update({
      collection: 'testimonials',
      id: doc.id,
      data: { _status: 'published' },
      ...staffCall(),
    })
    expect(
      (await payload.findByID({ collection: 'testimonials', id: doc.id, overrideAccess: false }))
        .quote,
    ).toBe('First words')
  })
})

describe('restoring one content language', () => {
  /** A testimonial saved twice in both languages, and the id of its first version. */
  async function twoVersions(
    first: { en: string; ar?: string },
    second: { en: string; ar: string },
  ) {
    const doc = await payload.create({
      collection: 'testimonials',
      data: { quote: first.en, author_name: 'L', display_order: 9, _status: 'published' },
      locale: 'en',
      ...staffCall(),
    })
    if (first.ar)
      await payload.update({
        collection: 'testimonials',
        id: doc.id,
        locale: 'ar',
        data: { quote: first.ar, _status: 'published' },
        ...staffCall(),
      })
    const { docs } = await payload.findVersions({
      collection: 'testimonials',
      where: { parent: { equals: doc.id } },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    for (const locale of ['en', 'ar'] as const)
      await payload.update({
        collection: 'testimonials',
        id: doc.id,
        locale,
        data: { quote: second[locale], _status: 'published' },
        ...staffCall(),
      })
    return { id: doc.id, versionId: docs[0].id }
  }

  const draftQuote = async (id: number, locale: 'en' | 'ar') =>
    (
      await payload.findByID({
        collection: 'testimonials',
        id,
        locale,
        fallbackLocale: false,
        draft: true,
        depth: 0,
        overrideAccess: true,
      })
    ).quote ?? null

  it('brings back only the language asked for, or the one staff last worked in, or both', async () => {
    const token = await signIn(payload, 'editor@example.com', 'a long staff passphrase 2026')
    const { id, versionId } = await twoVersions(
      { en: 'Old English', ar: 'عربي قديم' },
      { en: 'New English', ar: 'عربي جديد' },
    )
    const restore = (query: string) =>
      restAs(payload, 'POST', `/testimonials/versions/${versionId}${query}`, { token })

    const arabic = await restore('?locale=ar')
    expect(arabic.status, arabic.text).toBe(200)
    expect(await draftQuote(id, 'ar')).toBe('عربي قديم')
    expect(await draftQuote(id, 'en')).toBe('New English')

    // The admin sends no language: the one its switcher last showed this staff member counts.
    const preference = await restAs(payload, 'POST', '/payload-preferences/locale', {
      token,
      body: { value: 'en' },
    })
    expect(preference.status, preference.text).toBe(200)
    await payload.update({
      collection: 'testimonials',
      id,
      locale: 'ar',
      data: { quote: 'عربي جديد' },
      draft: true,
      ...staffCall(),
    })
    expect((await restore('')).status).toBe(200)
    expect(await draftQuote(id, 'en')).toBe('Old English')
    expect(await draftQuote(id, 'ar')).toBe('عربي جديد')

    await payload.update({
      collection: 'testimonials',
      id,
      locale: 'en',
      data: { quote: 'New English' },
      draft: true,
      ...staffCall(),
    })
    expect((await restore('?locale=all')).status).toBe(200)
    expect(await draftQuote(id, 'en')).toBe('Old English')
    expect(await draftQuote(id, 'ar')).toBe('عربي قديم')
    // Still drafts: visitors read the published words.
    const shown = await payload.findByID({
      collection: 'testimonials',
      id,
      locale: 'ar',
      overrideAccess: false,
    })
    expect(shown.quote).toBe('عربي جديد')
  })

  it('an Arabic that was empty comes back empty, not as a copy of the English', async () => {
    const token = await signIn(payload, 'editor@example.com', 'a long staff passphrase 2026')
    const { id, versionId } = await twoVersions(
      { en: 'Only English then' },
      { en: 'English now', ar: 'عربي الآن' },
    )
    const answer = await restAs(payload, 'POST', `/testimonials/versions/${versionId}?locale=ar`, {
      token,
    })
    expect(answer.status, answer.text).toBe(200)
    expect(await draftQuote(id, 'ar')).toBeNull()
    expect(await draftQuote(id, 'en')).toBe('English now')
  })

  it('a settings version is restored as a draft of one language too', async () => {
    const token = await signIn(payload, 'editor@example.com', 'a long staff passphrase 2026')
    for (const [locale, name] of [
      ['en', 'Settings One'],
      ['ar', 'إعدادات واحد'],
    ] as const)
      await payload.updateGlobal({
        slug: 'site-settings',
        locale,
        data: {
          ...(locale === 'en' ? SITE_SETTINGS_EN : {}),
          company_name: name,
          _status: 'published',
        },
        ...staffCall(),
      })
    const { docs } = await payload.findGlobalVersions({
      slug: 'site-settings',
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    for (const [locale, name] of [
      ['en', 'Settings Two'],
      ['ar', 'إعدادات اثنان'],
    ] as const)
      await payload.updateGlobal({
        slug: 'site-settings',
        locale,
        data: { company_name: name, _status: 'published' },
        ...staffCall(),
      })
    const answer = await restAs(
      payload,
      'POST',
      `/globals/site-settings/versions/${docs[0].id}?locale=ar`,
      { token },
    )
    expect(answer.status, answer.text).toBe(200)
    const draft = (locale: 'en' | 'ar') =>
      payload.findGlobal({
        slug: 'site-settings',
        locale,
        draft: true,
        depth: 0,
        overrideAccess: true,
      })
    expect((await draft('ar')).company_name).toBe('إعدادات واحد')
    expect((await draft('en')).company_name).toBe('Settings Two')
    // Published settings stay until staff publish the draft.
    const live = await payload.findGlobal({
      slug: 'site-settings',
      locale: 'ar',
      overrideAccess: false,
    })
    expect(live.company_name).toBe('إعدادات اثنان')
    expect(
      (await restAs(payload, 'POST', `/globals/site-settings/versions/${docs[0].id}`)).status,
    ).toBe(403)
  })
})

describe('anonymous readers never see a draft', () => {
  let postId: number
  let neverPublishedId: number

  beforeAll(async () => {
    const post = await payload.create({
      collection: 'blog-posts',
      data: {
        title: 'Published title',
        slug: 'published-then-drafted',
        published_at: '2026-01-01T08:00:00.000Z',
        _status: 'published',
      },
      ...staffCall(),
    })
    postId = post.id
    await payload.update({
      collection: 'blog-posts',
      id: postId,
      data: { title: 'Secret draft title' },
      draft: true,
      ...staffCall(),
    })
    const draft = await payload.create({
      collection: 'blog-posts',
      data: { title: 'Never published', slug: 'never-published' },
      draft: true,
      ...staffCall(),
    })
    neverPublishedId = draft.id

    await payload.updateGlobal({
      slug: 'site-settings',
      data: { ...SITE_SETTINGS_EN, company_name: 'Published Company', _status: 'published' },
      ...staffCall(),
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { company_name: 'Draft Company' },
      draft: true,
      ...staffCall(),
    })
  })

  it('staff see the draft and the published row keeps the published text', async () => {
    const latest = await payload.findByID({
      collection: 'blog-posts',
      id: postId,
      draft: true,
      ...staffCall(),
    })
    expect(latest.title).toBe('Secret draft title')
    expect(latest._status).toBe('draft')
    const row = await payload.findByID({
      collection: 'blog-posts',
      id: postId,
      overrideAccess: true,
    })
    expect(row.title).toBe('Published title')
    expect(row._status).toBe('published')
    expect(row.status).toBe('published')
  })

  it('Local API as a visitor, even asking for drafts', async () => {
    for (const draft of [false, true]) {
      const { docs } = await payload.find({
        collection: 'blog-posts',
        draft,
        overrideAccess: false,
      })
      expect(docs.map((doc) => doc.title)).toEqual(['Published title'])
      const one = await payload.findByID({
        collection: 'blog-posts',
        id: postId,
        draft,
        overrideAccess: false,
      })
      expect(one.title).toBe('Published title')
      await expect(
        payload.findByID({
          collection: 'blog-posts',
          id: neverPublishedId,
          draft,
          overrideAccess: false,
        }),
      ).rejects.toThrow()
      const settings = await payload.findGlobal({
        slug: 'site-settings',
        draft,
        overrideAccess: false,
      })
      expect(settings.company_name).toBe('Published Company')
    }
  })

  it('REST as a visitor: lists, by id, ?draft=true, versions and the settings', async () => {
    const list = await rest('/blog-posts?draft=true&limit=50')
    expect(list.status).toBe(200)
    const titles = (list.body.docs as Array<{ title: string }>).map((doc) => doc.title)
    expect(titles).toEqual(['Published title'])

    const byId = await rest(`/blog-posts/${postId}?draft=true`)
    expect(byId.status).toBe(200)
    expect(byId.body.title).toBe('Published title')
    expect(JSON.stringify(byId.body)).not.toContain('Secret draft')

    const hidden = await rest(`/blog-posts/${neverPublishedId}?draft=true`)
    expect(hidden.status).toBe(404)
    expect(JSON.stringify(hidden.body)).not.toContain('Never published')

    for (const path of [
      '/blog-posts/versions',
      `/blog-posts/versions?where[parent][equals]=${postId}`,
      '/globals/site-settings/versions',
      '/blog-posts/versions?draft=true&where[version._status][equals]=draft',
    ]) {
      const versions = await rest(path)
      expect(versions.status, path).toBe(403)
      expect(JSON.stringify(versions.body), path).not.toContain('Secret draft')
      expect(JSON.stringify(versions.body), path).not.toContain('Draft Company')
    }

    // One version by its id: every version id of the post and of the settings.
    const ids = await payload.findVersions({
      collection: 'blog-posts',
      where: { parent: { equals: postId } },
      overrideAccess: true,
      depth: 0,
    })
    const globalIds = await payload.findGlobalVersions({
      slug: 'site-settings',
      overrideAccess: true,
      depth: 0,
    })
    expect(ids.totalDocs).toBeGreaterThan(1)
    for (const path of [
      ...ids.docs.map((version) => `/blog-posts/versions/${version.id}`),
      ...globalIds.docs.map((version) => `/globals/site-settings/versions/${version.id}`),
    ]) {
      const version = await rest(path)
      expect(version.status, path).toBe(403)
      expect(JSON.stringify(version.body), path).not.toMatch(/Secret draft|Draft Company/)
    }

    for (const path of [
      '/globals/site-settings',
      '/globals/site-settings?draft=true',
      '/globals/site-settings?draft=true&locale=all',
    ]) {
      const settings = await rest(path)
      expect(settings.status, path).toBe(200)
      expect(JSON.stringify(settings.body.company_name), path).toContain('Published Company')
      expect(JSON.stringify(settings.body), path).not.toContain('Draft Company')
    }
  })

  it('the spec’s status column mirrors the publication state for REST readers', async () => {
    const draft = await payload.findByID({
      collection: 'blog-posts',
      id: neverPublishedId,
      overrideAccess: true,
    })
    expect(draft.status).toBe('draft')
    await payload.update({
      collection: 'blog-posts',
      id: neverPublishedId,
      data: { _status: 'published' },
      ...staffCall(),
    })
    const published = await rest(`/blog-posts/${neverPublishedId}`)
    expect(published.body.status).toBe('published')
    expect(published.body.published_at).toEqual(expect.any(String))
    // Unpublish hides it again.
    await payload.update({
      collection: 'blog-posts',
      id: neverPublishedId,
      data: { _status: 'draft' },
      ...staffCall(),
    })
    expect((await rest(`/blog-posts/${neverPublishedId}`)).status).toBe(404)
    const row = await payload.findByID({
      collection: 'blog-posts',
      id: neverPublishedId,
      overrideAccess: true,
    })
    expect(row.status).toBe('draft')
  })

  it('writers that send only the old status keep their meaning', async () => {
    const post = await payload.create({
      collection: 'blog-posts',
      data: { title: 'Old writer', slug: 'old-writer', status: 'draft' },
      overrideAccess: true,
      context: ctx,
    })
    expect(post._status).toBe('draft')
    const published = await payload.update({
      collection: 'blog-posts',
      id: post.id,
      data: { status: 'published' },
      overrideAccess: true,
      context: ctx,
    })
    expect(published._status).toBe('published')
  })

  it('the author cannot be forged: it is the signed-in staff member', async () => {
    const other = await payload.create({
      collection: 'users',
      data: { email: 'other@example.com', password: 'another long passphrase 2026' },
      overrideAccess: true,
    })
    const doc = await payload.create({
      collection: 'hero-slides',
      data: {
        title: 'Slide',
        is_active: true,
        display_order: 1,
        updated_by: other.id,
        _status: 'published',
      },
      ...staffCall(),
    })
    expect(doc.updated_by).toMatchObject({ id: staff.id })
  })
})
