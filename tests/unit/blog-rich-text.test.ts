import { describe, expect, it } from 'vitest'

import { richBodyOf } from '@/cms/migrations/data/blog-body-rich-text'
import {
  inlineImageIds,
  plainTextOf,
  richTextFromBlocks,
  richTextFromPlainText,
} from '@/lib/rich-text'
import { isExternalUrl, isSafeUrl } from '@/lib/safe-url'
import { fallbackSlug, numberedSlug, SLUG_PATTERN, slugFromTitle } from '@/lib/slug'

describe('plain text to rich text (the migration of old bodies)', () => {
  it('makes one paragraph per blank-line block, keeps single line breaks, reads no markup', () => {
    const rich = richTextFromPlainText(
      'One.\r\n\r\n  Two,\nstill two.  \n \n\n**Three** <i>x</i>',
      'ltr',
    )
    expect(rich?.root.children.map((node) => node.type)).toEqual([
      'paragraph',
      'paragraph',
      'paragraph',
    ])
    expect(rich?.root.children[1].children?.map((node) => node.type)).toEqual([
      'text',
      'linebreak',
      'text',
    ])
    expect(plainTextOf(rich)).toBe('One.\n\nTwo,\nstill two.\n\n**Three** <i>x</i>')
  })

  it('gives null for a body without words, and marks the direction', () => {
    expect(richTextFromPlainText('  \n\n \t', 'ltr')).toBeNull()
    expect(richTextFromPlainText(null, 'ltr')).toBeNull()
    expect(richTextFromPlainText('نص', 'rtl')?.root.direction).toBe('rtl')
  })

  it('the migration leaves rich text alone and converts text, whatever its storage form', () => {
    const rich = richTextFromPlainText('Already.', 'ltr')
    expect(richBodyOf(JSON.stringify(rich), 'en')).toBeUndefined()
    expect(richBodyOf(rich, 'en')).toBeUndefined()
    expect(richBodyOf(null, 'en')).toBeUndefined()
    expect(richBodyOf('', 'en')).toBeNull()
    expect(JSON.parse(richBodyOf('{"not":"lexical"}', 'ar')!)).toEqual(
      richTextFromPlainText('{"not":"lexical"}', 'rtl'),
    )
  })
})

describe('seeded rich text and its words', () => {
  const body = richTextFromBlocks(
    [
      'Intro with a ',
      { h2: 'Heading' },
      [{ b: 'Bold' }, ' and ', { i: 'italic' }, ' and ', { a: 'a link', href: '/contact' }],
      { ul: ['first', 'second'] },
      { ol: ['one'] },
      { quote: 'Quoted.' },
      { image: 7 },
    ],
    'ltr',
  )

  it('builds the nodes the editor writes', () => {
    expect(body.root.children.map((node) => node.type)).toEqual([
      'paragraph',
      'heading',
      'paragraph',
      'list',
      'list',
      'quote',
      'upload',
    ])
    expect(body.root.children[1].tag).toBe('h2')
    expect(body.root.children[3]).toMatchObject({ listType: 'bullet', tag: 'ul' })
    expect(body.root.children[4]).toMatchObject({ listType: 'number', tag: 'ol' })
    expect(
      body.root.children[2].children?.map((node) =>
        node.type === 'text' ? node.format : node.type,
      ),
    ).toEqual([1, 0, 2, 0, 'link'])
  })

  it('reads the words back: blocks apart, list items on lines, images left out', () => {
    expect(plainTextOf(body)).toBe(
      'Intro with a\n\nHeading\n\nBold and italic and a link\n\nfirst\nsecond\n\none\n\nQuoted.',
    )
    expect(inlineImageIds(body)).toEqual([7])
    expect(plainTextOf(null)).toBe('')
    expect(plainTextOf({ root: 'nope' })).toBe('')
  })
})

describe('safe link addresses', () => {
  it('accepts http(s), site paths, mailto, tel and anchors', () => {
    for (const url of [
      'https://example.com',
      'http://example.com/a?b=c#d',
      '/contact',
      '/',
      'mailto:info@example.com',
      'tel:+965 2220 4400',
      '#top',
    ])
      expect(isSafeUrl(url), url).toBe(true)
  })

  it('refuses scripts, data, other schemes, protocol-relative and backslash tricks, spaces', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'ftp://example.com',
      '//evil.example',
      '/\\evil.example',
      'https:evil.example',
      'https://',
      'https://exa mple.com',
      'https://example.com/\u0000',
      'example.com',
      '',
      null,
    ])
      expect(isSafeUrl(url as string), String(url)).toBe(false)
  })

  it('tells other sites from this one', () => {
    expect(isExternalUrl('https://example.com', 'https://nakhla.example')).toBe(true)
    expect(isExternalUrl('https://nakhla.example/blog', 'https://nakhla.example')).toBe(false)
    expect(isExternalUrl('/contact', 'https://nakhla.example')).toBe(false)
    expect(isExternalUrl('mailto:a@b.c')).toBe(false)
  })
})

describe('slugs from titles', () => {
  it('writes lower-case ASCII with single hyphens', () => {
    expect(slugFromTitle('Designing bilingual websites – Arabic & English!')).toBe(
      'designing-bilingual-websites-arabic-and-english',
    )
    expect(slugFromTitle('  Ça coûte 5 000 KWD?  ')).toBe('ca-coute-5-000-kwd')
    expect(slugFromTitle('Straße, Œuvre, Kuwait’s')).toBe('strasse-oeuvre-kuwaits')
    expect(slugFromTitle('ERP 2.0 — 🚀 launch')).toBe('erp-2-0-launch')
  })

  it('gives nothing for titles without Latin letters or digits', () => {
    expect(slugFromTitle('تصميم مواقع ثنائية اللغة')).toBe('')
    expect(slugFromTitle('🚀🚀')).toBe('')
    expect(slugFromTitle(null)).toBe('')
    expect(slugFromTitle('تطبيق Nakhla Suite 2026')).toBe('nakhla-suite-2026')
  })

  it('keeps long slugs within 80 characters and every result valid', () => {
    const long = slugFromTitle('word '.repeat(50))
    expect(long.length).toBeLessThanOrEqual(80)
    expect(long).toMatch(SLUG_PATTERN)
    expect(slugFromTitle('x'.repeat(200))).toHaveLength(80)
    expect(numberedSlug(long, 12)).toMatch(/-12$/)
    expect(numberedSlug(long, 12).length).toBeLessThanOrEqual(80)
    expect(numberedSlug('a', 1)).toBe('a')
    expect(fallbackSlug(new Date('2026-11-25T10:00:00Z'))).toBe('post-2026-11-25')
  })
})
