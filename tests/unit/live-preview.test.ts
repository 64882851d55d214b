import { describe, expect, it } from 'vitest'

import { livePreview, PREVIEW_BREAKPOINTS, previewUrl } from '@/cms/live-preview'
import { COLLECTIONS, GLOBALS } from '@/cms/collections'
import { PREVIEW_PATH_MAX_LENGTH, safeSitePath } from '@/lib/preview-path'
import {
  DOCUMENT_EVENT,
  READY_MESSAGE,
  refreshOnSaveScript,
} from '@/sections/preview/refresh-script'

const ORIGIN = 'http://localhost:3500'
const opened = (url: string | null) => {
  expect(url).not.toBeNull()
  const parsed = new URL(url!)
  expect(parsed.origin).toBe(ORIGIN)
  expect(parsed.pathname).toBe('/next/preview')
  return parsed.searchParams.get('path')
}

describe('live preview addresses (src/cms/live-preview.ts)', () => {
  it('open each page type in the content language being edited', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['services', { slug: 'web-development' }, 'en', '/what-we-do/web-development'],
      ['services', { slug: 'web-development' }, 'ar', '/ar/what-we-do/web-development'],
      ['success-stories', { slug: 'kitchen' }, 'ar', '/ar/success-stories/kitchen'],
      ['blog-posts', { id: 7 }, 'en', '/blog/7'],
      ['blog-posts', { id: 7 }, 'ar', '/ar/blog/7'],
      ['team-members', {}, 'ar', '/ar#team'],
      ['hero-slides', {}, 'en', '/'],
      ['hero-slides', {}, 'ar', '/ar'],
      // A saved slide: the slider opens at it, whatever its place in the order.
      ['hero-slides', { id: 3 }, 'ar', '/ar#slide-3'],
      ['features', {}, 'en', '/#features'],
      ['testimonials', {}, 'ar', '/ar#testimonials'],
      ['testimonials', { id: 5 }, 'en', '/#testimonial-5'],
      ['pages', { page_slug: 'home' }, 'ar', '/ar'],
      ['pages', { page_slug: 'our-work' }, 'en', '/our-work'],
      ['pages', { path: '/careers/engineering' }, 'ar', '/ar/careers/engineering'],
      ['site-settings', {}, 'ar', '/ar/contact'],
    ]
    for (const [slug, data, locale, path] of cases) {
      expect(opened(previewUrl(slug, data, locale, ORIGIN)), `${slug} in ${locale}`).toBe(path)
    }
  })

  it('every address it builds passes the preview route’s own check', () => {
    for (const locale of ['en', 'ar']) {
      const path = opened(previewUrl('services', { slug: 'erp-solution' }, locale, ORIGIN))
      expect(safeSitePath(path)).toBe(path)
    }
  })

  it('an unknown locale previews English; a document without its key has no preview', () => {
    expect(opened(previewUrl('blog-posts', { id: 3 }, 'fr', ORIGIN))).toBe('/blog/3')
    expect(opened(previewUrl('blog-posts', { id: 3 }, undefined, ORIGIN))).toBe('/blog/3')
    expect(previewUrl('services', {}, 'en', ORIGIN)).toBeNull()
    expect(previewUrl('blog-posts', {}, 'en', ORIGIN)).toBeNull()
    expect(previewUrl('pages', { page_slug: '../admin' }, 'en', ORIGIN)).toBeNull()
    expect(previewUrl('contact-submissions', { id: 1 }, 'en', ORIGIN)).toBeNull()
    expect(previewUrl('users', { id: 1 }, 'en', ORIGIN)).toBeNull()
  })

  it('a slug typed with odd characters stays inside the path parameter', () => {
    const path = opened(previewUrl('services', { slug: 'a&path=//evil.example' }, 'en', ORIGIN))
    expect(path).toBe('/what-we-do/a&path=//evil.example')
  })

  it('covers every content collection and the settings, never enquiries, uploads or staff', () => {
    const slugs = COLLECTIONS.map((collection) => collection.slug)
    expect(new Set(livePreview.collections)).toEqual(
      new Set([
        'services',
        'success-stories',
        'team-members',
        'hero-slides',
        'features',
        'testimonials',
        'blog-posts',
        'pages',
      ]),
    )
    for (const slug of livePreview.collections ?? []) expect(slugs).toContain(slug)
    expect(livePreview.globals).toEqual(GLOBALS.map((global) => global.slug))
  })

  it('offers phone, tablet and desktop widths, each labelled in both languages', () => {
    expect(PREVIEW_BREAKPOINTS.map((point) => point.width)).toEqual([390, 768, 1280])
    for (const point of PREVIEW_BREAKPOINTS) {
      expect(point.label).toMatch(/[A-Za-z]/)
      expect(point.label).toMatch(/[\u0600-\u06FF]/)
    }
  })
})

describe('safeSitePath: the only addresses the preview routes redirect to', () => {
  it('keeps pages of the site, with their query and anchor', () => {
    expect(safeSitePath('/')).toBe('/')
    expect(safeSitePath('/ar/about')).toBe('/ar/about')
    expect(safeSitePath('/what-we-do#erp-solution')).toBe('/what-we-do#erp-solution')
    expect(safeSitePath('/blog?page=2')).toBe('/blog?page=2')
    expect(safeSitePath('/ar/success-stories/%D9%85%D8%B7%D8%B9%D9%85')).toBe(
      '/ar/success-stories/%D9%85%D8%B7%D8%B9%D9%85',
    )
  })

  it('refuses other hosts, schemes and protocol-relative tricks', () => {
    for (const hostile of [
      'https://evil.example/',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'evil.example',
      ' /about',
      '/about\r\nSet-Cookie: x=1',
      '/about\tx',
      '/ab out',
      '/\u0000',
      '',
      null,
      undefined,
    ]) {
      expect(safeSitePath(hostile as string), JSON.stringify(hostile)).toBeNull()
    }
  })

  it('refuses the admin, the API, Next internals and the preview routes, even through dot segments', () => {
    for (const hostile of [
      '/admin',
      '/admin/collections/users',
      '/api/users/me',
      '/_next/static/x.js',
      '/next/preview?path=/',
      '/next/exit-preview',
      '/blog/../admin',
      '/blog/%2e%2e/admin',
      '/ADMIN',
    ]) {
      expect(safeSitePath(hostile), hostile).toBeNull()
    }
    // A page whose name merely starts like one of them is a page.
    expect(safeSitePath('/administration')).toBe('/administration')
  })

  it('keeps Arabic addresses (typed raw or escaped) and escaped slashes on this site', () => {
    expect(safeSitePath('/ar/success-stories/مطعم')).toBe(
      '/ar/success-stories/%D9%85%D8%B7%D8%B9%D9%85',
    )
    // Escaped, a slash or backslash is part of one path segment, never a host.
    for (const escaped of ['/%2F%2Fevil.example', '/%5C%5Cevil.example']) {
      const path = safeSitePath(escaped)
      expect(path, escaped).toBe(escaped)
      expect(new URL(path!, 'https://site.example').host).toBe('site.example')
    }
  })

  it('refuses oversized input', () => {
    expect(safeSitePath(`/${'a'.repeat(PREVIEW_PATH_MAX_LENGTH)}`)).toBeNull()
    expect(safeSitePath(`/${'a'.repeat(PREVIEW_PATH_MAX_LENGTH - 1)}`)).not.toBeNull()
  })
})

describe('the preview page’s refresh script (src/sections/preview/refresh-script.ts)', () => {
  /** Runs the inline script against a stand-in window framed by the admin. */
  function run(options: { framed: boolean; router: boolean }) {
    const listeners: Array<(event: unknown) => void> = []
    const posted: Array<[unknown, string]> = []
    const calls = { refresh: 0, reload: 0 }
    const parent = { postMessage: (data: unknown, origin: string) => posted.push([data, origin]) }
    const self: Record<string, unknown> = {
      addEventListener: (type: string, listener: (event: unknown) => void) =>
        type === 'message' && listeners.push(listener),
      next: options.router ? { router: { refresh: () => calls.refresh++ } } : undefined,
    }
    self.parent = options.framed ? parent : self
    self.opener = null
    const location = { origin: 'http://localhost:3500', reload: () => calls.reload++ }
    const script = refreshOnSaveScript()
    new Function('window', 'location', 'addEventListener', script)(
      self,
      location,
      self.addEventListener,
    )
    const send = (origin: string, data: unknown) => listeners.forEach((l) => l({ origin, data }))
    return { posted, calls, send }
  }

  it('tells the admin it is ready, then re-renders on each save event from this origin only', () => {
    const { posted, calls, send } = run({ framed: true, router: true })
    expect(posted).toEqual([[READY_MESSAGE, 'http://localhost:3500']])
    send('http://localhost:3500', { type: DOCUMENT_EVENT })
    expect(calls.refresh).toBe(1)
    send('https://evil.example', { type: DOCUMENT_EVENT })
    send('http://localhost:3500', { type: 'payload-live-preview', data: {} })
    send('http://localhost:3500', 'payload-document-event')
    send('http://localhost:3500', null)
    expect(calls).toEqual({ refresh: 1, reload: 0 })
  })

  it('reloads before the router exists, and does nothing outside a frame', () => {
    const early = run({ framed: true, router: false })
    early.send('http://localhost:3500', { type: DOCUMENT_EVENT })
    expect(early.calls).toEqual({ refresh: 0, reload: 1 })
    const alone = run({ framed: false, router: true })
    expect(alone.posted).toEqual([])
    alone.send('http://localhost:3500', { type: DOCUMENT_EVENT })
    expect(alone.calls).toEqual({ refresh: 0, reload: 0 })
  })

  it('speaks the messages of Payload’s own RefreshRouteOnSave', async () => {
    const live = await import('@payloadcms/live-preview')
    expect(
      live.isDocumentEvent({ origin: 'o', data: { type: DOCUMENT_EVENT } } as never, 'o'),
    ).toBe(true)
    const sent: unknown[] = []
    const original = globalThis.window
    ;(globalThis as Record<string, unknown>).window = {
      parent: { postMessage: (data: unknown) => sent.push(data) },
    }
    try {
      live.ready({ serverURL: 'o' })
    } finally {
      ;(globalThis as Record<string, unknown>).window = original
    }
    expect(sent).toEqual([READY_MESSAGE])
  })
})
