import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SITE_MESSAGES } from '@/cms/admin-labels/messages'
import type { getNavigation as GetNavigation } from '@/lib/data'
import { startTestPayload } from '../support/payload'
import { rest, signIn } from '../support/rest'
import { markEnglish } from '@/lib/fallback/marks'

/**
 * The menus as content: the seeded navigation reproduces the menus code used
 * to draw, a link follows the page it opens (its address, its publishing),
 * staff's dropdowns and outside links are shown as saved, and a link that
 * could run script or lead nowhere is refused with a field error in the
 * admin's language.
 */

const EDITOR = { email: 'menu-editor@example.com', password: 'saffron-and-cardamom-28' }
const quiet = { context: { disableRevalidate: true }, overrideAccess: true } as const

let payload: Payload
let stop: () => Promise<void>
let token: string
let getNavigation: typeof GetNavigation

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload({ seeded: true }))
  ;({ getNavigation } = await import('@/lib/data'))
  await payload.create({ collection: 'users', data: { ...EDITOR, role: 'editor' } as never })
  token = await signIn(payload, EDITOR.email, EDITOR.password)
})
afterAll(async () => stop?.())

const pageId = async (path: string) =>
  (await payload.find({ collection: 'pages', where: { path: { equals: path } }, ...quiet }))
    .docs[0]!.id

describe('seeded menus', () => {
  it('show the menus the site was first published with, in both languages', async () => {
    const en = await getNavigation('en')
    expect(en.header.map((entry) => [entry.type, entry.label])).toEqual([
      ['link', 'Home'],
      ['link', 'About'],
      ['services', 'What We Do'],
      ['stories', 'Success Stories'],
      ['link', 'Blog'],
      ['link', 'Contact'],
    ])
    expect(en.cta).toEqual({ label: 'Get in touch', href: '/contact', external: false })
    expect(en.footerColumns).toEqual([
      {
        heading: 'Company',
        links: ['/', '/about', '/what-we-do', '/blog', '/contact'].map((href) =>
          expect.objectContaining({ href, external: false }),
        ),
      },
    ])
    expect(en.legal.map((link) => [link.label, link.href])).toEqual([
      ['Home', '/'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy-policy'],
    ])

    const ar = await getNavigation('ar')
    expect(ar.header.map((entry) => entry.label)).toEqual([
      'الرئيسية',
      'من نحن',
      'خدماتنا',
      'قصص النجاح',
      'المدونة',
      'اتصل بنا',
    ])
    expect(ar.cta).toEqual({ label: 'تواصل معنا', href: '/ar/contact', external: false })
    expect(ar.legal.map((link) => link.href)).toEqual(['/ar', '/ar/contact', '/ar/privacy-policy'])
  })
})

describe('menus staff edit', () => {
  it('show a dropdown of pages and an outside link, and follow a page as it moves or is unpublished', async () => {
    const careers = await pageId('/careers')
    const engineering = await pageId('/careers/engineering')
    const saved = await payload.findGlobal({ slug: 'navigation', depth: 0, ...quiet })
    await payload.updateGlobal({
      slug: 'navigation',
      locale: 'en',
      data: {
        header: [
          ...(saved.header ?? []),
          {
            type: 'menu',
            label: 'Careers',
            columns: '2',
            links: [
              { kind: 'internal', reference: { relationTo: 'pages', value: careers } },
              {
                kind: 'internal',
                label: 'Engineering jobs',
                reference: { relationTo: 'pages', value: engineering },
              },
              { kind: 'external', label: 'Our GitHub', url: 'https://github.com/example' },
            ],
          },
        ],
      } as never,
      ...quiet,
    })

    const menu = (await getNavigation('en')).header.at(-1)
    expect(menu).toEqual({
      type: 'menu',
      label: 'Careers',
      columns: 2,
      links: [
        { label: 'Careers', href: '/careers', external: false },
        { label: 'Engineering jobs', href: '/careers/engineering', external: false },
        { label: 'Our GitHub', href: 'https://github.com/example', external: true },
      ],
    })
    // Arabic: the page's Arabic title and address; the label staff wrote in English stands in,
    // marked so the menu draws it as English (lib/fallback).
    const arabic = (await getNavigation('ar')).header.at(-1)
    expect(arabic).toMatchObject({
      label: markEnglish('Careers'),
      links: [
        { href: '/ar/careers', external: false },
        { label: markEnglish('Engineering jobs'), href: '/ar/careers/engineering' },
        { href: 'https://github.com/example', external: true },
      ],
    })
    expect(arabic?.type === 'menu' && arabic.links[0]!.label).toMatch(/[\u0600-\u06FF]/)

    // A new slug moves the link with the page.
    await payload.update({
      collection: 'pages',
      id: engineering,
      data: { slug: 'engineers' } as never,
      ...quiet,
    })
    const moved = (await getNavigation('en')).header.at(-1)
    expect(moved?.type === 'menu' && moved.links.map((link) => link.href)).toEqual([
      '/careers',
      '/careers/engineers',
      'https://github.com/example',
    ])

    // An unpublished page leaves the menu (a visitor would get a 404 there).
    await payload.update({
      collection: 'pages',
      id: engineering,
      data: { _status: 'draft' } as never,
      ...quiet,
    })
    const withoutDraft = (await getNavigation('en')).header.at(-1)
    expect(withoutDraft?.type === 'menu' && withoutDraft.links.map((link) => link.href)).toEqual([
      '/careers',
      'https://github.com/example',
    ])
  })

  it('refuse a link to nowhere, a script address or this site typed as an outside address, in the admin’s language', async () => {
    const attempts: [unknown, keyof (typeof SITE_MESSAGES)['en']['site']][] = [
      [{ label: 'Nowhere', kind: 'internal' }, 'linkTargetRequired'],
      [{ label: 'Script', kind: 'external', url: 'javascript:alert(1)' }, 'linkExternalOnly'],
      [{ label: 'Path', kind: 'external', url: '/contact' }, 'linkExternalOnly'],
      [{ label: 'Empty', kind: 'external', url: '' }, 'linkAddressRequired'],
    ]
    for (const language of ['en', 'ar'] as const) {
      for (const [link, message] of attempts) {
        const answer = await rest(payload, 'POST', '/globals/navigation', {
          token,
          language,
          body: { legal: [link] },
        })
        expect(answer.status, JSON.stringify(link)).toBe(400)
        expect(answer.text).toContain(SITE_MESSAGES[language].site[message])
      }
    }
    // Oversized: a label past its 60 characters, more legal links than the footer's line holds.
    const link = { kind: 'external', url: 'https://example.com' }
    const long = await rest(payload, 'POST', '/globals/navigation', {
      token,
      body: { legal: [{ ...link, label: 'x'.repeat(61) }] },
    })
    expect(long.status).toBe(400)
    expect(long.text).toContain(SITE_MESSAGES.en.site.atMostCharacters.replace('{{max}}', '60'))
    const many = await rest(payload, 'POST', '/globals/navigation', {
      token,
      body: { legal: Array.from({ length: 7 }, () => link) },
    })
    expect(many.status).toBe(400)
    // Nothing of the refused saves reached the menus.
    const legal = (await getNavigation('en')).legal.map((link) => link.href)
    expect(legal).toEqual(['/', '/contact', '/privacy-policy'])
  })

  it('are read by anyone at /api/globals/navigation and changed only by content staff', async () => {
    const read = await rest(payload, 'GET', '/globals/navigation?locale=ar')
    expect(read.status).toBe(200)
    expect((read.body.header as { label: string }[])[0]!.label).toBe('الرئيسية')
    const anonymous = await rest(payload, 'POST', '/globals/navigation', { body: { legal: [] } })
    expect(anonymous.status).toBe(403)
    await payload.create({
      collection: 'users',
      data: {
        email: 'menu-sales@example.com',
        password: 'dates-and-coffee-2026',
        role: 'sales',
      } as never,
    })
    const sales = await signIn(payload, 'menu-sales@example.com', 'dates-and-coffee-2026')
    const refused = await rest(payload, 'POST', '/globals/navigation', {
      token: sales,
      body: { legal: [] },
    })
    expect(refused.status).toBe(403)
    expect((await getNavigation('en')).legal).toHaveLength(3)
  })
})

describe('a site upgraded from before menus were content', () => {
  it('gets the menus it showed written once when it starts, and keeps staff’s after', async () => {
    // As before the navigation global existed: no saved menus.
    const db = payload.db as unknown as {
      drizzle: { delete: (table: unknown) => Promise<unknown> }
      tables: Record<string, unknown>
    }
    await db.drizzle.delete(db.tables.navigation)
    expect((await payload.findGlobal({ slug: 'navigation', ...quiet })).updatedAt).toBeFalsy()

    const { prepareDatabase } = await import('../../scripts/lib/prepare')
    await prepareDatabase(payload, { migrate: false, operatorProduction: false })
    const saved = await payload.findGlobal({ slug: 'navigation', depth: 0, ...quiet })
    expect(saved.updatedAt).toBeTruthy()
    expect(saved.header?.map((entry) => entry.type)).toEqual([
      'link',
      'link',
      'services',
      'stories',
      'link',
      'link',
    ])
    const ar = await payload.findGlobal({ slug: 'navigation', locale: 'ar', ...quiet })
    expect(ar.cta?.label).toBe('تواصل معنا')

    // Staff's menus are theirs: a later start writes nothing over them.
    await payload.updateGlobal({ slug: 'navigation', data: { legal: [] } as never, ...quiet })
    await prepareDatabase(payload, { migrate: false, operatorProduction: false })
    expect((await payload.findGlobal({ slug: 'navigation', ...quiet })).legal).toEqual([])
  })
})
