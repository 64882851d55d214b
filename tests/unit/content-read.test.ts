import { beforeEach, describe, expect, it, vi } from 'vitest'

import {
  changedDocumentTags,
  changedLinkTargetTags,
  collectionTag,
  documentTag,
  globalTag,
  linkTargetTag,
} from '@/lib/data/tags'

// Next's data cache, as a page render sees it: records what each read is stored under.
const cachedCalls: Array<{ key: string[]; tags: string[] }> = []
let insideNext = true
vi.mock('next/cache', () => ({
  unstable_cache:
    (run: () => Promise<unknown>, key: string[], options: { tags: string[] }) => async () => {
      if (!insideNext) throw new Error('Invariant: incrementalCache missing in unstable_cache')
      cachedCalls.push({ key, tags: options.tags })
      return run()
    },
}))
const access = vi.fn()
vi.mock('@/lib/draft-reads', () => ({ readAccess: () => access() }))
vi.mock('@/lib/payload', () => ({ getPayloadClient: async () => ({ name: 'payload' }) }))

const { readContent } = await import('@/lib/data/read')

const spec = {
  what: 'testimonials',
  key: ['ar'],
  tags: [collectionTag('testimonials')],
  fallback: ['built-in'],
}

beforeEach(() => {
  cachedCalls.length = 0
  insideNext = true
  access.mockResolvedValue({ draft: false, overrideAccess: false })
})

describe('one read path for the site’s content', () => {
  it('a visitor’s read is cached under its name, key and tags, and answers ok', async () => {
    const query = vi.fn(async () => ['from the CMS'])
    expect(await readContent(spec, query)).toEqual({ ok: true, value: ['from the CMS'] })
    expect(cachedCalls).toEqual([
      { key: ['content', 'testimonials', 'ar'], tags: ['collection:testimonials'] },
    ])
    expect(query).toHaveBeenCalledWith({ name: 'payload' }, { draft: false, overrideAccess: false })
  })

  it('staff previewing drafts always read the database, never the cache', async () => {
    const staff = { draft: true, overrideAccess: false, user: { id: 1 } }
    access.mockResolvedValue(staff)
    const query = vi.fn(async () => ['draft'])
    expect(await readContent(spec, query)).toEqual({ ok: true, value: ['draft'] })
    expect(cachedCalls).toEqual([])
    expect(query).toHaveBeenCalledWith({ name: 'payload' }, staff)
  })

  it('a failed read answers the fallback with ok: false and logs why; nothing is cached', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const cause = new Error('SQLITE_BUSY')
    const read = await readContent(spec, async () => {
      throw cause
    })
    expect(read).toEqual({ ok: false, value: ['built-in'] })
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('testimonials could not be read'),
      cause,
    )
    log.mockRestore()
  })

  it('the outage drill fails the read without asking the database', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const query = vi.fn(async () => ['from the CMS'])
    expect(await readContent({ ...spec, simulateOutage: true }, query)).toEqual({
      ok: false,
      value: ['built-in'],
    })
    expect(query).not.toHaveBeenCalled()
    log.mockRestore()
  })

  it('outside Next (scripts, tests) the query runs uncached', async () => {
    insideNext = false
    expect(await readContent(spec, async () => ['direct'])).toEqual({ ok: true, value: ['direct'] })
    expect(cachedCalls).toEqual([])
  })
})

describe('cache tags of a change', () => {
  it('a document change names its collection, its id and every slug it had or has', () => {
    expect(
      changedDocumentTags('services', { id: 7, slug: 'web' }, { id: 7, slug: 'web-development' }),
    ).toEqual(['collection:services', 'services:7', 'services:web', 'services:web-development'])
  })

  it('a page document is also named by its page key; a missing previous version is skipped', () => {
    expect(changedDocumentTags('pages', { id: 3, page_slug: 'about' }, undefined)).toEqual([
      'collection:pages',
      'pages:3',
      'pages:about',
    ])
  })

  it('reads and changes name documents and globals the same way', () => {
    expect(documentTag('blog-posts', 12)).toBe('blog-posts:12')
    expect(changedDocumentTags('blog-posts', { id: 12 })).toContain(documentTag('blog-posts', 12))
    expect(globalTag('site-settings')).toBe('global:site-settings')
  })
})

describe('cache tags of linked documents (menus, buttons)', () => {
  const about = { id: 3, title: 'About', page_slug: 'about', path: '/about', _status: 'published' }

  it('leave menus and buttons alone when only a linked page’s sections change', () => {
    expect(changedLinkTargetTags('pages', { ...about, layout: ['new'] }, about)).toEqual([])
  })

  it('refresh menus and buttons when a linked page’s title, address or publishing changes, or it goes', () => {
    const tag = [linkTargetTag('pages', 3)]
    expect(changedLinkTargetTags('pages', { ...about, title: 'About us' }, about)).toEqual(tag)
    expect(changedLinkTargetTags('pages', { ...about, path: '/company' }, about)).toEqual(tag)
    expect(changedLinkTargetTags('pages', { ...about, _status: 'draft' }, about)).toEqual(tag)
    expect(
      changedLinkTargetTags('services', { id: 5, slug: 'web' }, { id: 5, slug: 'www' }),
    ).toEqual([linkTargetTag('services', 5)])
    // A deletion has no document after it.
    expect(changedLinkTargetTags('pages', about)).toEqual(tag)
  })
})
