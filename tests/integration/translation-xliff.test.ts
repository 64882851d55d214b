import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { js2xliff, xliff2js, type XliffDocument } from 'xliff'

import { CLIENT_ADDRESS_HEADER } from '@/server/client-address'
import { isRichText, richTextFromBlocks, type LexicalNode } from '@/lib/rich-text'

import { startTestPayload } from '../support/payload'
import { signIn } from '../support/rest'

/**
 * XLIFF 2.0 exchange with translators, on SQLite and PostgreSQL: export,
 * translate the file programmatically, import; the Arabic lands as drafts
 * exactly; bad files are refused or skipped with a reason and nothing is
 * written half.
 */
let payload: Payload
let stop: () => Promise<void>
const tokens: Record<string, string> = {}
const PASSWORD = 'xliff-by-the-gulf-2026'
const QUIET = { overrideAccess: true, context: { disableRevalidate: true } } as const

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  for (const role of ['editor', 'sales'] as const) {
    await payload.create({
      collection: 'users',
      data: { email: `${role}-xliff@example.com`, password: PASSWORD, role, name: role },
      overrideAccess: true,
    })
    tokens[role] = await signIn(payload, `${role}-xliff@example.com`, PASSWORD)
  }
}, 120_000)
afterAll(async () => stop?.())

async function call(method: string, path: string, body?: string, token = tokens.editor) {
  const headers: Record<string, string> = {
    [CLIENT_ADDRESS_HEADER]: '198.51.100.30',
    cookie: 'payload-lng=en',
  }
  if (token) headers.authorization = `JWT ${token}`
  if (body !== undefined) headers['content-type'] = 'application/xliff+xml'
  const response = await handleEndpoints({
    config: payload.config,
    request: new Request(`http://localhost:3000/api${path}`, { method, headers, body }),
  })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    // The export is XML.
  }
  return { status: response.status, text, json, headers: response.headers }
}

type Report = {
  units: Array<{ file: string; unit: string; path?: string; outcome: string; reason: string }>
  applied: number
  skipped: number
  refused: number
  documents: Array<{ collection: string; id: string; applied: boolean }>
}

type Value = string | Record<string, { id: string; contents?: Value }> | Value[]

/** A translator at work: every word gets an Arabic stand-in, codes kept as they are. */
function translate(value: Value | undefined): Value | undefined {
  if (value === undefined) return value
  if (typeof value === 'string') return value.trim() ? `ع ${value}` : value
  if (Array.isArray(value)) return value.map((part) => translate(part)!)
  const [kind, code] = Object.entries(value)[0]!
  return {
    [kind]: {
      ...code,
      ...(code.contents === undefined ? {} : { contents: translate(code.contents) }),
    },
  }
}

async function translatedFile(xml: string, change?: (doc: XliffDocument) => void) {
  const doc = await xliff2js(xml)
  for (const units of Object.values(doc.resources))
    for (const unit of Object.values(units))
      if (unit.additionalAttributes?.translate !== 'no')
        unit.target = translate(unit.source as Value)
  change?.(doc)
  return js2xliff(doc, { indent: '' })
}

const arabicDraft = async (collection: 'pages' | 'blog-posts', id: number | string) =>
  (await payload.findByID({
    collection,
    id,
    locale: 'ar',
    fallbackLocale: false,
    draft: true,
    depth: 0,
    overrideAccess: true,
  })) as unknown as Record<string, unknown>

let pageId: number | string

describe('XLIFF round trip', () => {
  it('exports a page with blocks, one unit per field, and imports its translation as an Arabic draft', async () => {
    const page = await payload.create({
      collection: 'pages',
      draft: true,
      data: {
        _status: 'draft',
        title: 'Partnerships',
        slug: 'xliff-partnerships',
        layout: [
          {
            blockType: 'cta-band',
            title: 'Work with us',
            text: 'We answer within a day.',
            more: { title: 'Our work' },
          },
        ],
      } as never,
      ...QUIET,
    })
    pageId = page.id
    const exported = await call('GET', `/translations/export?collection=pages&ids=${pageId}`)
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-type')).toContain('application/xliff+xml')
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="translations-pages-\d{4}-\d{2}-\d{2}\.xlf"$/,
    )
    expect(exported.text).toContain('xmlns="urn:oasis:names:tc:xliff:document:2.0"')
    expect(exported.text).toContain('srcLang="en" trgLang="ar"')
    const parsed = await xliff2js(exported.text)
    const units = parsed.resources[`pages.${pageId}`]!
    const names = Object.values(units).map((unit) => unit.additionalAttributes?.name)
    expect(names).toEqual(
      expect.arrayContaining([
        'slug',
        'title',
        'layout.0.title',
        'layout.0.text',
        'layout.0.more.title',
      ]),
    )
    expect(units.slug!.additionalAttributes?.translate).toBe('no')

    const answer = await call('POST', '/translations/import', await translatedFile(exported.text))
    expect(answer.status).toBe(200)
    const report = answer.json as unknown as Report
    expect(report.refused).toBe(0)
    expect(report.applied).toBeGreaterThanOrEqual(4)
    expect(report.units.find((unit) => unit.unit === 'slug')).toMatchObject({
      outcome: 'skipped',
      reason: 'notForTranslation',
    })
    const arabic = await arabicDraft('pages', pageId)
    expect(arabic.title).toBe('ع Partnerships')
    const band = (arabic.layout as Array<Record<string, unknown>>)[0]!
    expect(band).toMatchObject({
      title: 'ع Work with us',
      text: 'ع We answer within a day.',
      more: { title: 'ع Our work' },
    })
    // The English is untouched, and the page's Arabic is now complete.
    const english = await payload.findByID({
      collection: 'pages',
      id: pageId,
      locale: 'en',
      draft: true,
      depth: 0,
      overrideAccess: true,
    })
    expect(english.title).toBe('Partnerships')
    const state = await payload.find({
      collection: 'translation-states' as never,
      where: { doc_id: { equals: String(pageId) }, doc_collection: { equals: 'pages' } },
      overrideAccess: true,
    })
    expect((state.docs[0] as unknown as { missing: string[] }).missing).toEqual([])

    // Importing the same file again changes nothing.
    const again = (await call('POST', '/translations/import', await translatedFile(exported.text)))
      .json as unknown as Report
    expect(again.applied).toBe(0)
    expect(again.units.filter((unit) => unit.reason === 'unchanged').length).toBeGreaterThanOrEqual(
      4,
    )
  })

  it('keeps a blog post’s headings, lists, links and bold through the round trip', async () => {
    const post = await payload.create({
      collection: 'blog-posts',
      data: {
        title: 'Shipping safely',
        slug: 'xliff-shipping-safely',
        published_at: '2026-01-01T08:00:00.000Z',
        _status: 'published',
        content: richTextFromBlocks(
          [
            [
              { b: 'Small' },
              ' changes, ',
              { a: 'reviewed', href: 'https://example.com/review' },
              '.',
            ],
            { h2: 'Rules' },
            { ul: ['Test first', [{ i: 'Ship' }, ' on Sunday']] },
          ],
          'ltr',
        ),
      } as never,
      ...QUIET,
    })
    const exported = await call('GET', `/translations/export?collection=blog-posts&ids=${post.id}`)
    expect(exported.text).toContain('type="link"')
    expect(exported.text).not.toContain('https://example.com/review')
    const answer = await call('POST', '/translations/import', await translatedFile(exported.text))
    const report = answer.json as unknown as Report
    expect(report.refused).toBe(0)
    expect(report.units.find((unit) => unit.path === 'content')).toMatchObject({
      outcome: 'applied',
    })
    const content = (await arabicDraft('blog-posts', post.id)).content
    expect(isRichText(content)).toBe(true)
    const [paragraph, heading, list] = (
      content as { root: { children: LexicalNode[]; direction: string } }
    ).root.children as LexicalNode[]
    expect((content as { root: { direction: string } }).root.direction).toBe('rtl')
    expect(
      paragraph!.children!.map((node) => [
        node.type,
        node.text ?? null,
        node.type === 'text' ? node.format : null,
      ]),
    ).toEqual([
      ['text', 'ع Small', 1],
      ['text', 'ع  changes, ', 0],
      ['link', null, null],
      ['text', 'ع .', 0],
    ])
    const link = paragraph!.children![2]!
    expect((link.fields as { url?: string }).url).toBe('https://example.com/review')
    expect(link.children![0]!.text).toBe('ع reviewed')
    expect(heading).toMatchObject({ type: 'heading', tag: 'h2', direction: 'rtl' })
    expect(heading!.children![0]!.text).toBe('ع Rules')
    expect(list).toMatchObject({ type: 'list', listType: 'bullet' })
    const second = list!.children![1]!.children!
    expect(second.map((node) => [node.text, node.format])).toEqual([
      ['ع Ship', 2],
      ['ع  on Sunday', 0],
    ])
    // The published English body is unchanged.
    const english = await payload.findByID({
      collection: 'blog-posts',
      id: post.id,
      locale: 'en',
      depth: 0,
      overrideAccess: true,
    })
    expect(JSON.stringify(english.content)).toContain('Small')
  })

  it('exports everything missing or out of date with state=pending', async () => {
    await payload.update({
      collection: 'pages',
      id: pageId,
      locale: 'en',
      draft: true,
      data: { title: 'Partnerships and alliances' } as never,
      ...QUIET,
    })
    const pending = await call('GET', '/translations/export?state=pending')
    expect(pending.status).toBe(200)
    const parsed = await xliff2js(pending.text)
    const units = parsed.resources[`pages.${pageId}`]!
    // Only the out-of-date title, with the Arabic it had as the starting target.
    expect(
      Object.values(units)
        .map((unit) => unit.additionalAttributes?.name)
        .filter((name) => name !== 'slug'),
    ).toEqual(['title'])
    expect(units.title!.target).toBe('ع Partnerships')
  })
})

describe('XLIFF files refused or skipped', () => {
  const xliff = (
    body: string,
    languages = 'srcLang="en" trgLang="ar"',
    namespace = 'urn:oasis:names:tc:xliff:document:2.0',
    version = '2.0',
  ) => `<xliff xmlns="${namespace}" version="${version}" ${languages}>${body}</xliff>`
  const unit = (id: string, source: string, target: string) =>
    `<unit id="${id}"><segment><source>${source}</source><target>${target}</target></segment></unit>`

  it('refuses what is not English→Arabic XLIFF 2.0 with a 400, and a 10 MB file with a 413', async () => {
    expect((await call('POST', '/translations/import', 'not xml at all <')).status).toBe(400)
    const v12 = xliff(
      '<file original="x"><body/></file>',
      'srcLang="en" trgLang="ar"',
      'urn:oasis:names:tc:xliff:document:1.2',
      '1.2',
    )
    const refused = await call('POST', '/translations/import', v12)
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json)).toContain('XLIFF 2.0')
    expect(
      (await call('POST', '/translations/import', xliff('', 'srcLang="en" trgLang="fr"'))).status,
    ).toBe(400)
    expect(
      (await call('POST', '/translations/import', `<!DOCTYPE x [<!ENTITY a "aaaa">]>${xliff('')}`))
        .status,
    ).toBe(400)
    expect((await call('POST', '/translations/import', '')).status).toBe(400)
    const huge = xliff(
      `<file id="pages.1">${unit('title', 'x', 'ع'.repeat(10 * 1024 * 1024))}</file>`,
    )
    expect((await call('POST', '/translations/import', huge)).status).toBe(413)
  })

  it('skips unknown documents and fields and English changed since the export; refuses script and foreign markup, writing nothing of that document', async () => {
    const exported = await call('GET', `/translations/export?collection=pages&ids=${pageId}`)
    const file = await translatedFile(exported.text, (doc) => {
      const units = doc.resources[`pages.${pageId}`]!
      units['no.such.field'] = { source: 'Ghost', target: 'شبح' }
      doc.resources['pages.987654'] = { title: { source: 'Nobody', target: 'لا أحد' } }
    })
    // The English title changes after the export.
    await payload.update({
      collection: 'pages',
      id: pageId,
      locale: 'en',
      draft: true,
      data: { title: 'Alliances' } as never,
      ...QUIET,
    })
    const before = await arabicDraft('pages', pageId)
    const report = (await call('POST', '/translations/import', file)).json as unknown as Report
    const reasonOf = (match: (unit: Report['units'][number]) => boolean) =>
      report.units.find(match)?.reason
    expect(reasonOf((unit) => unit.unit === 'no.such.field')).toBe('unknownField')
    expect(reasonOf((unit) => unit.file === 'pages.987654')).toBe('unknownDocument')
    expect(reasonOf((unit) => unit.path === 'title')).toBe('englishChanged')

    // Script in one target: that unit is refused and none of the page is written.
    // A second translator's words (ت), so every other unit of the page would be applied.
    const retranslated = (await translatedFile(exported.text)).replaceAll('ع ', 'ت ')
    const scripted = retranslated.replace(
      /(<unit id="[^"]*" name="layout\.0\.text"[^>]*><segment><source>[^<]*<\/source><target>)[^<]*/,
      '$1&lt;script&gt;alert(1)&lt;/script&gt;',
    )
    const markup = retranslated.replace(
      /(<unit id="[^"]*" name="layout\.0\.more\.title"[^>]*><segment><source>[^<]*<\/source><target>)[^<]*/,
      '$1<b>bold</b>',
    )
    for (const [body, reason] of [
      [scripted, 'unsafeContent'],
      [markup, 'malformedMarkup'],
    ] as const) {
      const answer = (await call('POST', '/translations/import', body)).json as unknown as Report
      expect(
        answer.units.some((each) => each.outcome === 'refused' && each.reason === reason),
        reason,
      ).toBe(true)
      expect(answer.applied).toBe(0)
      expect(answer.units.some((each) => each.reason === 'documentRefused')).toBe(true)
      expect(answer.documents[0]).toMatchObject({ applied: false })
    }
    expect(await arabicDraft('pages', pageId)).toEqual(before)
  })

  it('is for editors and administrators only, and export asks for documents or pending', async () => {
    expect(
      (await call('GET', '/translations/export?state=pending', undefined, tokens.sales)).status,
    ).toBe(403)
    expect((await call('POST', '/translations/import', '<x/>', tokens.sales)).status).toBe(403)
    expect((await call('GET', '/translations/export?state=pending', undefined, '')).status).toBe(
      401,
    )
    expect((await call('GET', '/translations/export')).status).toBe(400)
    expect((await call('GET', '/translations/export?collection=pages&ids=../../x')).status).toBe(
      400,
    )
  })
})
