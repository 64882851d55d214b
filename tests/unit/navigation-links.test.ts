import { describe, expect, it } from 'vitest'

import {
  buttonsIn,
  linkedDocuments,
  resolveLink,
  withButtonAddresses,
} from '@/lib/navigation/links'
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

describe('block buttons', () => {
  const documents = new Map([
    ['pages:7', { id: 7, title: 'Careers', path: '/careers' }],
    ['pages:2', { id: 2, title: 'Contact', page_slug: 'contact' }],
  ])
  const internal = (label: string | null, value: number) => ({
    label,
    kind: 'internal' as const,
    reference: { relationTo: 'pages', value },
    url: null,
  })
  const layout = [
    {
      blockType: 'page-hero',
      title: 'Hi',
      button: internal('Join us', 7),
      second_button: internal('', 7),
    },
    {
      blockType: 'cta-band',
      // A group's button, and a button to a page that is unpublished (absent).
      more: { title: 'More', button: internal('Gone', 99) },
      button: {
        label: 'Jobs board',
        kind: 'external',
        reference: null,
        url: 'https://jobs.example.com',
      },
    },
    {
      blockType: 'not-found',
      suggestions: [{ icon: 'Mail', link: internal('Write to us', 2) }],
    },
    // A case study's `kind` is words, not a link.
    { blockType: 'case-studies', items: [{ kind: 'App', title: 'Orders' }] },
  ]

  it('are found wherever a block holds them: its fields, its groups, its lists', () => {
    expect(buttonsIn(layout).map((button) => button.label)).toEqual([
      'Join us',
      '',
      'Gone',
      'Jobs board',
      'Write to us',
    ])
    expect(
      linkedDocuments(buttonsIn(layout)).map(({ collection, id }) => `${collection}:${id}`),
    ).toEqual(['pages:7', 'pages:99', 'pages:2'])
  })

  it('get their address in the visitor’s language, or none when not shown', () => {
    type Shown = { label: string; href: string | null; external: boolean }
    const [hero, band, notFound, cases] = withButtonAddresses(
      layout,
      documents,
      'ar',
    ) as unknown as [
      { title: string; button: Shown; second_button: Shown },
      { button: Shown; more: { button: Shown } },
      { suggestions: Array<{ link: Shown }> },
      { items: unknown[] },
    ]
    expect(hero.button).toMatchObject({ label: 'Join us', href: '/ar/careers', external: false })
    // Without words a button is not shown, whatever it opens.
    expect(hero.second_button).toMatchObject({ href: null, external: false })
    expect(band.more.button).toMatchObject({ label: 'Gone', href: null })
    expect(band.button).toMatchObject({ href: 'https://jobs.example.com', external: true })
    expect(notFound.suggestions[0].link).toMatchObject({ href: '/ar/contact', external: false })
    expect(cases.items[0]).toEqual({ kind: 'App', title: 'Orders' })
    // The rest of the block is as it was.
    expect(hero.title).toBe('Hi')
  })

  it('written in a page’s first sections as an address (`to`) lead there, and a javascript: address never does', () => {
    const seeded = [{ blockType: 'cta-band', button: { label: 'Talk', to: '/contact' } }]
    expect(withButtonAddresses(seeded, new Map(), 'en')[0].button).toMatchObject({
      href: '/contact',
      external: false,
    })
    expect(withButtonAddresses(seeded, new Map(), 'ar')[0].button).toMatchObject({
      href: '/ar/contact',
    })
    const unsafe = [{ button: { label: 'x', kind: 'external', url: 'javascript:alert(1)' } }]
    expect(withButtonAddresses(unsafe, new Map(), 'en')[0].button).toMatchObject({ href: null })
  })
})
