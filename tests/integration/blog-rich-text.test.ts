import { sql } from '@payloadcms/db-sqlite'
import { getLocalI18n, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { convertBlogBodiesToRichText } from '@/cms/migrations/data/blog-body-rich-text'
import { keepBlogPostIdsIncreasing } from '@/cms/migrations/data/blog-post-ids'
import { plainTextOf, richTextFromBlocks, type RichTextState } from '@/lib/rich-text'
import { isPostgres, startTestPayload } from '../support/payload'
import { valuesOf } from '../support/read-values'
import { markEnglish } from '@/lib/fallback/marks'

/**
 * Blog bodies as rich text on a real database (SQLite here, PostgreSQL in CI):
 * posts written as plain text before the change are migrated in both
 * languages, a deleted post's number is never given again, slugs are written
 * from the English title, and a post is published only with an English title.
 */

let payload: Payload
let stop: () => Promise<void>
const ctx = { disableRevalidate: true }

type Db = {
  all?: (query: unknown) => Promise<unknown[]>
  run?: (query: unknown) => Promise<unknown>
  execute?: (query: unknown) => Promise<{ rows: unknown[] }>
}
const db = () => (payload.db as unknown as { drizzle: Db }).drizzle
async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return (isPostgres() ? (await db().execute!(statement)).rows : await db().all!(statement)) as T[]
}

/** Old posts, written the way the plain-text schema stored them. */
const OLD = {
  en: 'First paragraph.\r\n\r\nSecond paragraph, line one\nline two.\n\n\n<b>Not bold</b> **nor this** [nor](javascript:alert(1))',
  ar: 'الفقرة الأولى.\n\nالفقرة الثانية.',
}
const oldIds: Record<string, number> = {}

async function insertOldPost(slug: string, en: string | null, ar: string | null) {
  const [row] = await query<{ id: number }>(
    sql`INSERT INTO "blog_posts" ("slug", "status", "published_at", "updated_at", "created_at")
        VALUES (${slug}, 'published', '2026-01-01T08:00:00.000Z', '2026-01-01T08:00:00.000Z', '2026-01-01T08:00:00.000Z')
        RETURNING "id"`,
  )
  const id = Number(row.id)
  await query(
    sql`INSERT INTO "blog_posts_locales" ("title", "content", "_locale", "_parent_id")
        VALUES (${`Old ${slug}`}, ${en}, 'en', ${id}) RETURNING "id"`,
  )
  if (ar !== null)
    await query(
      sql`INSERT INTO "blog_posts_locales" ("title", "content", "_locale", "_parent_id")
          VALUES (${`قديم ${slug}`}, ${ar}, 'ar', ${id}) RETURNING "id"`,
    )
  await query(
    sql`INSERT INTO "blog_posts_texts" ("order", "parent_id", "path", "text")
        VALUES (1, ${id}, 'tags', ${`tag-${slug}`}) RETURNING "id"`,
  )
  oldIds[slug] = id
}

const arabicReq = async () =>
  ({ i18n: await getLocalI18n({ config: payload.config, language: 'ar' }) }) as PayloadRequest

/** The message Payload's admin shows under a field, from a refused save. */
const fieldError = (error: unknown, path: string) =>
  (error as { data?: { errors?: Array<{ path: string; message: string }> } }).data?.errors?.find(
    (item) => item.path === path,
  )?.message

const body = (text: string) => richTextFromBlocks([text], 'ltr')

async function create(data: Record<string, unknown>, req?: PayloadRequest, locale = 'en') {
  return payload.create({
    collection: 'blog-posts',
    locale: locale as 'en',
    data: { status: 'draft', ...data } as never,
    context: ctx,
    ...(req ? { req } : {}),
  })
}

beforeAll(async () => {
  let migrateRest: () => Promise<void>
  ;({ payload, stop, migrateRest } = await startTestPayload({
    stopBefore: (migration) => migration.up.toString().includes('convertBlogBodiesToRichText'),
  }))
  await insertOldPost('old-both', OLD.en, OLD.ar)
  await insertOldPost('old-english-only', 'Only English.', null)
  await insertOldPost('old-empty', '   \n\n  ', '')
  await insertOldPost('old-newest', 'Newest.', 'الأحدث.')
  await migrateRest()
})
afterAll(async () => stop?.())

describe('posts written as plain text are migrated to rich text', () => {
  it('turns paragraphs at blank lines into paragraphs, keeping single line breaks, in both languages', async () => {
    const en = await payload.findByID({
      collection: 'blog-posts',
      id: oldIds['old-both'],
      locale: 'en',
    })
    const content = en.content as unknown as RichTextState
    expect(content.root.children.map((node) => node.type)).toEqual([
      'paragraph',
      'paragraph',
      'paragraph',
    ])
    expect(content.root.children[1].children?.map((node) => node.type)).toEqual([
      'text',
      'linebreak',
      'text',
    ])
    expect(content.root.direction).toBe('ltr')
    expect(plainTextOf(content)).toBe(
      'First paragraph.\n\nSecond paragraph, line one\nline two.\n\n<b>Not bold</b> **nor this** [nor](javascript:alert(1))',
    )
    // Nothing in the old text is read as markup: no link, no bold.
    expect(JSON.stringify(content)).not.toMatch(/"type":"link"|"format":1\b/)

    const ar = await payload.findByID({
      collection: 'blog-posts',
      id: oldIds['old-both'],
      locale: 'ar',
      fallbackLocale: false,
    })
    const arabic = ar.content as unknown as RichTextState
    expect(arabic.root.direction).toBe('rtl')
    expect(plainTextOf(arabic)).toBe('الفقرة الأولى.\n\nالفقرة الثانية.')
    expect(ar.title).toBe('قديم old-both')
  })

  it('leaves an Arabic body that never existed empty (it falls back to English) and blank bodies empty', async () => {
    const ar = await payload.findByID({
      collection: 'blog-posts',
      id: oldIds['old-english-only'],
      locale: 'ar',
    })
    expect(plainTextOf(ar.content)).toBe('Only English.')
    const empty = await payload.findByID({
      collection: 'blog-posts',
      id: oldIds['old-empty'],
      locale: 'en',
    })
    expect(empty.content ?? null).toBeNull()
  })

  it('keeps every title, tag and index of the migrated posts', async () => {
    const post = await payload.findByID({
      collection: 'blog-posts',
      id: oldIds['old-both'],
      locale: 'en',
    })
    expect(post.title).toBe('Old old-both')
    expect(post.tags).toEqual(['tag-old-both'])
    await expect(create({ slug: 'old-both', title: 'Same slug' })).rejects.toThrow()
  })

  it('changes nothing when run again', async () => {
    const before = await payload.find({
      collection: 'blog-posts',
      locale: 'all',
      depth: 0,
      limit: 100,
    })
    await convertBlogBodiesToRichText({ db: db(), payload })
    await keepBlogPostIdsIncreasing({ db: db(), payload })
    const after = await payload.find({
      collection: 'blog-posts',
      locale: 'all',
      depth: 0,
      limit: 100,
    })
    expect(after.docs).toEqual(before.docs)
  })

  it('the public reader gives the body and its words', async () => {
    const { getPublishedPost } = valuesOf(await import('@/lib/data'))
    const post = await getPublishedPost('ar', oldIds['old-english-only'])
    expect(post?.content?.root.children).toHaveLength(1)
    expect(post?.contentText).toBe('Only English.')
  })
})

describe('a deleted post’s number is never given again', () => {
  it('on SQLite the posts table counts ids up (AUTOINCREMENT)', async () => {
    if (isPostgres()) return
    const [table] = await query<{ sql: string }>(
      sql`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'blog_posts'`,
    )
    expect(table.sql).toMatch(/AUTOINCREMENT/)
    const indexes = await query<{ name: string }>(
      sql`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'blog_posts'`,
    )
    expect(indexes.map((index) => index.name)).toEqual(
      expect.arrayContaining(['blog_posts_slug_idx', 'blog_posts_published_at_idx']),
    )
  })

  it('create, delete the newest, create: the new post gets a larger number', async () => {
    const first = await create({ title: 'Id probe one', content: body('One.') })
    const second = await create({ title: 'Id probe two', content: body('Two.') })
    expect(second.id).toBeGreaterThan(first.id)
    await payload.delete({ collection: 'blog-posts', id: second.id, context: ctx })
    const third = await create({ title: 'Id probe three', content: body('Three.') })
    expect(third.id).toBeGreaterThan(second.id)
    // Deleting the old newest through the database itself does not free its number either.
    await payload.delete({ collection: 'blog-posts', id: third.id, context: ctx })
    const fourth = await create({ title: 'Id probe four', content: body('Four.') })
    expect(fourth.id).toBeGreaterThan(third.id)
  })
})

describe('slugs are written from the English title', () => {
  it('an empty slug becomes the English title in lower-case ASCII with hyphens', async () => {
    const post = await create({ title: 'Café & Résumé: 10 Tips — for Kuwait’s SMEs!', slug: '' })
    expect(post.slug).toBe('cafe-and-resume-10-tips-for-kuwaits-smes')
    const missing = await create({ title: 'No slug given at all' })
    expect(missing.slug).toBe('no-slug-given-at-all')
  })

  it('a second post of the same title gets a numbered slug', async () => {
    const a = await create({ title: 'Same title twice' })
    const b = await create({ title: 'Same title twice' })
    const c = await create({ title: 'Same title twice' })
    expect([a.slug, b.slug, c.slug]).toEqual([
      'same-title-twice',
      'same-title-twice-2',
      'same-title-twice-3',
    ])
  })

  it('posts of one title saved at the same moment get distinct slugs, or a clear refusal', async () => {
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => create({ title: 'Saved at once' })),
    )
    const slugs = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.slug] : []))
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as { status?: number }).status).toBe(400)
    expect(slugs[0]).toMatch(/^saved-at-once(?:-\d)?$/)
  })

  it('a draft written in Arabic first waits for its English title to get a slug', async () => {
    // Autosave stores a draft before anyone has typed an English title: the
    // address is written once that title exists, not frozen as post-<date>.
    const post = await create({ title: 'عنوان عربي فقط' }, undefined, 'ar')
    expect(post._status).toBe('draft')
    expect(post.slug ?? '').toBe('')
    const updated = await payload.update({
      collection: 'blog-posts',
      id: post.id,
      locale: 'en',
      data: { title: 'Now in English' },
      context: ctx,
    })
    expect(updated.slug).toBe('now-in-english')
  })

  it('clearing the slug writes it again from the English title, even when editing the Arabic', async () => {
    const post = await create({ title: 'Rewritten from English', slug: 'hand-made' })
    expect(post.slug).toBe('hand-made')
    const cleared = await payload.update({
      collection: 'blog-posts',
      id: post.id,
      locale: 'ar',
      data: { title: 'عنوان', slug: '' },
      context: ctx,
    })
    expect(cleared.slug).toBe('rewritten-from-english')
  })

  it('a very long title gives a slug of at most 80 characters, cut between words', async () => {
    const post = await create({ title: `${'Bilingual websites '.repeat(10)}end` })
    expect(post.slug?.length).toBeLessThanOrEqual(80)
    expect(post.slug).toMatch(/^bilingual-websites(-bilingual-websites)*(-bilingual)?$/)
  })

  it('a hand-typed slug another post holds is refused, in the admin’s language', async () => {
    await create({ title: 'Holder', slug: 'taken-slug' })
    const english = await create({ title: 'Intruder', slug: 'taken-slug' }).catch((e) => e)
    expect(english).toMatchObject({ status: 400 })
    expect(fieldError(english, 'slug')).toMatch(/^Another post already uses this slug/)
    const arabic = await create({ title: 'Intruder', slug: 'taken-slug' }, await arabicReq()).catch(
      (e) => e,
    )
    expect(fieldError(arabic, 'slug')).toMatch(/^يستخدم مقال آخر هذا المعرّف/)
    const bad = await create({ title: 'Bad', slug: 'Not A Slug' }).catch((e) => e)
    expect(fieldError(bad, 'slug')).toMatch(/lower-case/)
    // Saving a post with its own slug is not a duplicate.
    const [holder] = (
      await payload.find({ collection: 'blog-posts', where: { slug: { equals: 'taken-slug' } } })
    ).docs
    await expect(
      payload.update({
        collection: 'blog-posts',
        id: holder.id,
        data: { slug: 'taken-slug', title: 'Holder again' },
        context: ctx,
      }),
    ).resolves.toMatchObject({ slug: 'taken-slug' })
  })
})

describe('a post is published only with an English title', () => {
  it('refuses to publish a post that has only an Arabic title, saying why in the admin’s language', async () => {
    const draft = await create({ title: 'مسودة عربية' }, undefined, 'ar')
    const english = await payload
      .update({
        collection: 'blog-posts',
        id: draft.id,
        locale: 'ar',
        data: { status: 'published' },
        context: ctx,
      })
      .catch((e) => e)
    expect(fieldError(english, 'title')).toMatch(/^A post is published only with an English title/)
    const arabic = await payload
      .update({
        collection: 'blog-posts',
        id: draft.id,
        locale: 'ar',
        data: { status: 'published' },
        context: ctx,
        req: await arabicReq(),
      })
      .catch((e) => e)
    expect(fieldError(arabic, 'title')).toMatch(/^لا يُنشر المقال إلا بعنوان إنجليزي/)
    const stored = await payload.findByID({ collection: 'blog-posts', id: draft.id })
    expect(stored.status).toBe('draft')

    await payload.update({
      collection: 'blog-posts',
      id: draft.id,
      locale: 'en',
      data: { title: 'Now with an English title' },
      context: ctx,
    })
    await expect(
      payload.update({
        collection: 'blog-posts',
        id: draft.id,
        locale: 'ar',
        data: { status: 'published' },
        context: ctx,
      }),
    ).resolves.toMatchObject({ status: 'published' })
  })

  it('refuses to create a published post in Arabic without an English title', async () => {
    const refused = await create({ title: 'منشور', status: 'published' }, undefined, 'ar').catch(
      (e) => e,
    )
    expect(fieldError(refused, 'title')).toMatch(/English title/)
  })
})

describe('what a body may hold', () => {
  const image = async (alt: { en?: string; ar?: string }) => {
    // An image from before alt text was required: stored directly, as the database holds it.
    if (!alt.en && !alt.ar) {
      const legacy = await payload.db.create({
        collection: 'blog-images',
        data: {
          filename: 'blog-1.webp',
          mimeType: 'image/webp',
          filesize: 10,
          width: 1200,
          height: 630,
        },
      })
      return legacy.id as number
    }
    const doc = await payload.create({
      collection: 'blog-images',
      locale: 'en',
      data: { alt: alt.en ?? '' },
      filePath: 'src/seed/media/blog-1.webp',
      context: ctx,
    })
    if (alt.ar)
      await payload.update({
        collection: 'blog-images',
        id: doc.id,
        locale: 'ar',
        data: { alt: alt.ar },
        context: ctx,
      })
    return doc.id
  }

  it('refuses a link that is not a safe address, in the admin’s language', async () => {
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
    ]) {
      const refused = await create({
        title: 'Unsafe link',
        content: richTextFromBlocks([[{ a: 'click', href }]], 'ltr'),
      }).catch((e) => e)
      expect(refused, href).toMatchObject({ status: 400 })
      expect(JSON.stringify(refused.data), href).toMatch(/Links may go to https:\/\//)
    }
    const arabic = await create(
      {
        title: 'Unsafe link',
        content: richTextFromBlocks([[{ a: 'x', href: 'javascript:1' }]], 'rtl'),
      },
      await arabicReq(),
    ).catch((e) => e)
    expect(JSON.stringify(arabic.data)).toMatch(/يمكن أن تشير الروابط/)
    for (const href of ['https://example.com/a?b=c', '/contact', 'mailto:info@example.com', '#top'])
      await expect(
        create({
          title: `Safe ${href}`,
          content: richTextFromBlocks([[{ a: 'ok', href }]], 'ltr'),
        }),
      ).resolves.toMatchObject({ title: `Safe ${href}` })
  })

  it('refuses an inline image without alt text in the body’s language or English', async () => {
    const bare = await image({})
    const refused = await create({
      title: 'Bare image',
      content: richTextFromBlocks(['Text.', { image: bare }], 'ltr'),
    }).catch((e) => e)
    expect(JSON.stringify(refused.data)).toMatch(/Every image in the body needs alt text/)
    const gone = await create({
      title: 'Missing image',
      content: richTextFromBlocks([{ image: 999_999 }], 'ltr'),
    }).catch((e) => e)
    expect(gone).toMatchObject({ status: 400 })
  })

  it('gives the page an inline image with its site path, size and alt (Arabic falling back to English)', async () => {
    const englishOnly = await image({ en: 'A dashboard on a laptop' })
    const both = await image({ en: 'A phone', ar: 'هاتف' })
    const post = await create({
      title: 'With images',
      status: 'published',
      published_at: '2026-05-01T08:00:00.000Z',
      content: richTextFromBlocks(['Intro.', { image: englishOnly }, { image: both }], 'ltr'),
    })
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      locale: 'ar',
      data: {
        content: richTextFromBlocks(['مقدمة.', { image: englishOnly }, { image: both }], 'rtl'),
      },
      context: ctx,
    })
    const { getPublishedPost } = valuesOf(await import('@/lib/data'))
    const ar = await getPublishedPost('ar', post.id)
    const images = ar?.content?.root.children.filter((node) => node.type === 'upload')
    // English shown in place of Arabic is marked so the page draws it as English (lib/fallback).
    expect(images?.map((node) => (node.value as { alt: string }).alt)).toEqual([
      markEnglish('A dashboard on a laptop'),
      'هاتف',
    ])
    const first = images?.[0].value as { url: string; width: number; height: number }
    expect(first.url).toMatch(/^\/api\/blog-images\/file\//)
    expect(first.width).toBeGreaterThan(0)
    expect(ar?.contentText).toBe('مقدمة.')
  })
})

describe('malformed bodies are refused with a 400, never stored half-way', () => {
  const deep = () => {
    let node: Record<string, unknown> = { type: 'text', text: 'deep', version: 1, format: 0 }
    for (let level = 0; level < 200; level += 1)
      node = { type: 'quote', version: 1, children: [node] }
    return { root: { type: 'root', version: 1, children: [node] } }
  }
  const cases: Array<[string, unknown]> = [
    ['a string', 'plain text body'],
    ['a number', 42],
    ['an array', [1, 2]],
    ['a root that is not an object', { root: 'x' }],
    ['children that are not a list', { root: { type: 'root', version: 1, children: 'x' } }],
    ['a node without a type', { root: { type: 'root', version: 1, children: [{}] } }],
    ['200 nested quotes', deep()],
  ]
  it('refuses them in the admin’s language too, and on update keeps the stored body', async () => {
    const post = await create({ title: 'Kept body', content: body('Kept.') })
    const refused = await payload
      .update({
        collection: 'blog-posts',
        id: post.id,
        data: { content: 'x' as never },
        context: ctx,
        req: await arabicReq(),
      })
      .catch((e) => e)
    expect(fieldError(refused, 'content')).toMatch(/^تعذّرت قراءة نص المقال/)
    const stored = await payload.findByID({ collection: 'blog-posts', id: post.id })
    expect(plainTextOf(stored.content)).toBe('Kept.')
  })

  for (const [name, content] of cases)
    it(`refuses ${name}`, async () => {
      const result = await create({ title: `Malformed ${name}`, content }).catch((e) => e)
      expect(result).toBeInstanceOf(Error)
      expect((result as { status?: number }).status, String(result)).toBe(400)
      expect(fieldError(result, 'content')).toMatch(/^The body could not be read as rich text/)
      const { totalDocs } = await payload.count({
        collection: 'blog-posts',
        where: { title: { equals: `Malformed ${name}` } },
      })
      expect(totalDocs).toBe(0)
    })
})
