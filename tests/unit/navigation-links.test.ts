import { describe, expect, it } from 'vitest'

import { linkedDocuments, resolveLink } from '@/lib/navigation/links'
import { isWebAddress } from '@/lib/safe-url'
import { defaultNavigation } from '@/lib/navigation/menus'

describe('menu links', () => {
  it('accept only http(s) addresses with a host and nothing a browser would run', () => {
    for (const good of ['https://example.com', 'http://example.com/a?b=c#d', ' https://x.io '])
      expect(isWebAddress(good), good).toBe(true)
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<b>x</b>',
      '/contact',
      'mailto:a@b.c',
      'https://',
      'https://exa mple.com',
      'https://example.com/"><script>',
      "https://example.com/'",
      '',
    ])
      expect(isWebAddress(bad), bad).toBe(false)
  })

  it('resolve a document link to its address in each language, and drop one whose document is absent', () => {
    const documents = new Map([
      ['pages:7', { id: 7, title: 'Careers', path: '/careers' }],
      ['services:3', { id: 3, title: 'Web', slug: 'web-development' }],
      ['blog-posts:12', { id: 12, title: 'A post' }],
    ])
    const link = (relationTo: string, value: unknown, label?: string) => ({
      kind: 'internal' as const,
      label,
      reference: { relationTo, value },
    })
    expect(resolveLink(link('pages', 7), documents, 'ar')).toEqual({
      label: 'Careers',
      href: '/ar/careers',
      external: false,
    })
    expect(resolveLink(link('services', { id: 3 }, 'Web sites'), documents, 'en')).toEqual({
      label: 'Web sites',
      href: '/what-we-do/web-development',
      external: false,
    })
    expect(resolveLink(link('blog-posts', 12), documents, 'en')?.href).toBe('/blog/12')
    expect(resolveLink(link('pages', 8), documents, 'en')).toBeNull()
    expect(resolveLink(link('users', 1), documents, 'en')).toBeNull()
    expect(
      resolveLink({ kind: 'external', url: 'javascript:alert(1)', label: 'x' }, documents, 'en'),
    ).toBeNull()
    expect(
      resolveLink({ kind: 'external', url: 'https://example.com/a' }, documents, 'en'),
    ).toEqual({ label: 'example.com', href: 'https://example.com/a', external: true })
  })

  it('name each linked document once, outside links and unknown collections left out', () => {
    expect(
      linkedDocuments([
        { kind: 'internal', reference: { relationTo: 'pages', value: 7 } },
        { kind: 'internal', reference: { relationTo: 'pages', value: { id: 7 } } },
        { kind: 'internal', reference: { relationTo: 'users', value: 1 } },
        {
          kind: 'external',
          url: 'https://example.com',
          reference: { relationTo: 'pages', value: 9 },
        },
      ]),
    ).toEqual([{ collection: 'pages', id: '7' }])
  })

  it('fall back to the first menus, with addresses in the visitor’s language', () => {
    const ar = defaultNavigation('ar')
    expect(ar.header.map((entry) => entry.type)).toEqual([
      'link',
      'link',
      'services',
      'stories',
      'link',
      'link',
    ])
    expect(ar.cta).toEqual({ label: 'تواصل معنا', href: '/ar/contact', external: false })
    expect(ar.footerColumns[0]!.links.map((link) => link.href)).toEqual([
      '/ar',
      '/ar/about',
      '/ar/what-we-do',
      '/ar/blog',
      '/ar/contact',
    ])
  })
})
