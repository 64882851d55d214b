import { describe, expect, it } from 'vitest'

import { buildSearchIndex, checkQuery, QUERY_MAX, type SearchDocument } from '@/lib/search/engine'
import { foldText, searchTerm, westernDigits } from '@/lib/search/normalise'
import { snippetOf } from '@/lib/search/snippet'

describe('Arabic is read the same however it is written', () => {
  it.each([
    ['الإدارة', 'الادارة'],
    ['أحمد', 'احمد'],
    ['آمن', 'امن'],
    ['مؤسسة', 'مؤسسه'],
    ['مستشفى', 'مستشفي'],
    ['مُؤَسَّسَةٌ', 'مؤسسة'],
    ['الـــتقنية', 'التقنية'],
    ['والإدارة', 'إدارة'],
    ['بالمطاعم', 'مطاعم'],
    ['للعقارات', 'عقارات'],
    ['١٠', '10'],
    ['۲۰۲۶', '2026'],
  ])('%s finds %s', (a, b) => {
    expect(searchTerm(a)).toBe(searchTerm(b))
  })

  it('keeps words that only look like they start with the article', () => {
    expect(searchTerm('الى')).toBe('الي')
    expect(searchTerm('ال')).toBe('ال')
  })

  it('maps every Arabic-Indic digit', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789')
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789')
  })
})

describe('English ignores case and accents, and stems', () => {
  it.each([
    ['Systems', 'system'],
    ['ordering', 'order'],
    ['Café', 'cafe'],
    ['ERP', 'erp'],
    ['Commerce', 'commerc'],
  ])('%s → %s', (word, term) => {
    expect(searchTerm(word)).toBe(term)
  })

  it('folds without losing the text it compares', () => {
    expect(foldText('RÉSUMÉ')).toBe('resume')
  })
})

describe('queries', () => {
  it('refuses empty, one-letter, over-long and control-only queries with a reason', () => {
    expect(checkQuery(undefined)).toEqual({ kind: 'empty' })
    expect(checkQuery(['a', 'b'])).toEqual({ kind: 'empty' })
    expect(checkQuery('   ')).toEqual({ kind: 'empty' })
    expect(checkQuery('\u200f\u202e\u0000')).toEqual({ kind: 'empty' })
    expect(checkQuery('a')).toEqual({ kind: 'short' })
    expect(checkQuery('ب')).toEqual({ kind: 'short' })
    expect(checkQuery("' OR 1=1 --")).toEqual({ kind: 'ok', query: "' OR 1=1 --" })
    expect(checkQuery('x'.repeat(QUERY_MAX + 1))).toEqual({ kind: 'long' })
    expect(checkQuery(`  erp\u202e  system `)).toEqual({ kind: 'ok', query: 'erp system' })
  })
})

const docs: SearchDocument[] = [
  {
    id: 'post:1',
    type: 'post',
    title: 'Restaurant ordering',
    text: 'Menus and tables. We mention ERP once.',
    path: '/blog/1',
  },
  {
    id: 'service:2',
    type: 'service',
    title: 'ERP systems',
    text: 'Stock, sales and accounts.',
    path: '/what-we-do/erp',
  },
  {
    id: 'page:3',
    type: 'page',
    title: 'الإدارة الذكية',
    text: 'نظام لإدارة المؤسسة في ١٠ أيام.',
    path: '/smart',
  },
  {
    id: 'story:4',
    type: 'story',
    title: 'A <script> story',
    text: 'Body with <b>markup</b> & ERP.',
    path: '/success-stories/x',
  },
]

describe('the index', () => {
  const index = buildSearchIndex(docs)

  it('ranks a title match above a body match', () => {
    const ids = index.search('erp').map((result) => result.id)
    expect(ids[0]).toBe('service:2')
    expect(ids).toEqual(expect.arrayContaining(['post:1', 'story:4']))
  })

  it('finds Arabic variants, digits in either form and words still being typed', () => {
    expect(index.search('الادارة').map((result) => result.id)).toEqual(['page:3'])
    expect(index.search('مؤسسه').map((result) => result.id)).toEqual(['page:3'])
    expect(index.search('10').map((result) => result.id)).toEqual(['page:3'])
    expect(index.search('restaur').map((result) => result.id)).toEqual(['post:1'])
  })

  it('needs every word of the query', () => {
    expect(index.search('erp menus').map((result) => result.id)).toEqual(['post:1'])
    expect(index.search('erp nothingmatches')).toEqual([])
  })

  it('treats SQL and regex characters as nothing special', () => {
    for (const query of ["' OR 1=1 --", '.*', '(((', '\\', '%_%', 'erp)|(.*']) {
      expect(() => index.search(query)).not.toThrow()
    }
    expect(index.search('.*')).toEqual([])
  })

  it('marks the matched words in the snippet and the title, as text', () => {
    const story = index.search('erp').find((result) => result.id === 'story:4')!
    expect(story.snippet).toContainEqual({ text: 'ERP', hit: true })
    expect(story.snippet.map((part) => part.text).join('')).toBe('Body with <b>markup</b> & ERP.')
    const service = index.search('systems')[0]
    expect(service.titleParts).toEqual([
      { text: 'ERP ', hit: false },
      { text: 'systems', hit: true },
    ])
  })
})

describe('snippets', () => {
  it('show the stretch around the first match, cut at words', () => {
    const text = `${'word '.repeat(80)}target ${'tail '.repeat(80)}`
    const parts = snippetOf(text, new Set(['target']), 60)
    const joined = parts.map((part) => part.text).join('')
    expect(joined.startsWith('… ')).toBe(true)
    expect(joined.endsWith(' …')).toBe(true)
    expect(parts).toContainEqual({ text: 'target', hit: true })
    expect(joined.length).toBeLessThanOrEqual(60 + 4)
  })

  it('start at the beginning when the match is near it, with no marks when nothing matched', () => {
    expect(snippetOf('Short text.', new Set())).toEqual([{ text: 'Short text.', hit: false }])
  })
})
