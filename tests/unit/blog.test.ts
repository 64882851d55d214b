import { describe, expect, it } from 'vitest'

import { formatLongDate } from '@/sections/blog/dates'
import { neighboursOf, sortNewestFirst } from '@/lib/data/post-order'
import { blogMetaDescription, parsePostAddress } from '@/sections/blog/logic'
import { graphemes, splitParagraphs, truncate } from '@/lib/text'

const post = (id: number, publishedAt: string | null) => ({ id, publishedAt })

describe('blog order and neighbours', () => {
  const posts = [
    post(1, '2026-01-10T08:00:00.000Z'),
    post(2, '2026-03-01T08:00:00.000Z'),
    post(3, '2026-02-01T08:00:00.000Z'),
  ]

  it('lists newest first', () => {
    expect(sortNewestFirst(posts).map((p) => p.id)).toEqual([2, 3, 1])
  })

  it('previous is the newer post, next the older', () => {
    const { previous, next } = neighboursOf(posts, 3)
    expect(previous?.id).toBe(2)
    expect(next?.id).toBe(1)
  })

  it('the newest post has no previous, the oldest no next', () => {
    expect(neighboursOf(posts, 2)).toEqual({ previous: null, next: posts[2] })
    expect(neighboursOf(posts, 1)).toEqual({ previous: posts[2], next: null })
  })

  it('a single post has neither; an unknown post has neither', () => {
    expect(neighboursOf([post(5, '2026-01-01')], 5)).toEqual({ previous: null, next: null })
    expect(neighboursOf(posts, 99)).toEqual({ previous: null, next: null })
  })

  it('breaks equal dates by id (higher id counts as newer), whatever the input order', () => {
    const same = '2026-05-05T10:00:00.000Z'
    const tied = [post(4, same), post(9, same), post(6, same)]
    const orders = [tied, [...tied].reverse(), [tied[1], tied[2], tied[0]]]
    for (const order of orders) {
      expect(sortNewestFirst(order).map((p) => p.id)).toEqual([9, 6, 4])
      expect(neighboursOf(order, 6).previous?.id).toBe(9)
      expect(neighboursOf(order, 6).next?.id).toBe(4)
    }
  })

  it('follows the whole chain from the newest to the oldest and back', () => {
    const many = Array.from({ length: 6 }, (_, i) => post(i + 1, `2026-0${i + 1}-01T00:00:00Z`))
    const forward: number[] = []
    let current: { id: number } | null = sortNewestFirst(many)[0]
    while (current) {
      forward.push(current.id)
      current = neighboursOf(many, current.id).next
    }
    expect(forward).toEqual([6, 5, 4, 3, 2, 1])
    const backward: number[] = []
    current = { id: 1 }
    while (current) {
      backward.push(current.id)
      current = neighboursOf(many, current.id).previous
    }
    expect(backward).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('puts posts without a date last', () => {
    expect(sortNewestFirst([post(1, null), post(2, '2020-01-01')]).map((p) => p.id)).toEqual([2, 1])
  })
})

describe('paragraphs (split at blank lines)', () => {
  it('splits at one blank line', () => {
    expect(splitParagraphs('One.\n\nTwo.')).toEqual(['One.', 'Two.'])
  })

  it('treats CRLF and CR line ends like LF', () => {
    expect(splitParagraphs('One.\r\n\r\nTwo.\r\nstill two.\r\rThree.')).toEqual([
      'One.',
      'Two.\nstill two.',
      'Three.',
    ])
  })

  it('makes several blank lines one break and ignores blank lines at the ends', () => {
    expect(splitParagraphs('\n\nOne.\n\n\n\n\nTwo.\n\n\n')).toEqual(['One.', 'Two.'])
  })

  it('counts a line of spaces or tabs as blank and drops trailing spaces', () => {
    expect(splitParagraphs('One.   \n  \t \nTwo. \t\nmore   \n \n')).toEqual(['One.', 'Two.\nmore'])
  })

  it('keeps single line breaks inside a paragraph and never parses markup', () => {
    expect(splitParagraphs('<b>bold</b>\nline')).toEqual(['<b>bold</b>\nline'])
  })

  it('gives nothing for empty or missing content', () => {
    expect(splitParagraphs('')).toEqual([])
    expect(splitParagraphs(null)).toEqual([])
    expect(splitParagraphs(' \r\n \n')).toEqual([])
  })

  it('splits Arabic text the same way', () => {
    expect(splitParagraphs('الفقرة الأولى.\r\n\r\nالفقرة الثانية.')).toEqual([
      'الفقرة الأولى.',
      'الفقرة الثانية.',
    ])
  })
})

describe('blog meta description', () => {
  it('uses meta_description first, then the excerpt', () => {
    expect(blogMetaDescription({ metaDescription: 'Meta', excerpt: 'Ex', contentText: 'C' })).toBe(
      'Meta',
    )
    expect(blogMetaDescription({ metaDescription: '  ', excerpt: 'Ex', contentText: 'C' })).toBe(
      'Ex',
    )
    expect(
      blogMetaDescription({ metaDescription: null, excerpt: null, contentText: 'Short.' }),
    ).toBe('Short.')
  })

  it('otherwise takes the first 160 characters of the content and an ellipsis', () => {
    const content = 'a'.repeat(200)
    const description = blogMetaDescription({ contentText: content })
    expect(description).toBe(`${'a'.repeat(160)}...`)
  })

  it('keeps content of exactly 160 characters whole, and cuts 161', () => {
    expect(blogMetaDescription({ contentText: 'b'.repeat(160) })).toBe('b'.repeat(160))
    expect(blogMetaDescription({ contentText: 'b'.repeat(161) })).toBe(`${'b'.repeat(160)}...`)
  })

  it('joins paragraphs into one line before counting', () => {
    expect(blogMetaDescription({ contentText: 'One.\r\n\r\nTwo.' })).toBe('One. Two.')
  })

  it('counts Arabic letters with their vowel marks as one character and never splits them', () => {
    const word = 'مَرْحَبًا ' // letters with harakat: 5 visible letters + space
    const content = word.repeat(40)
    const description = blogMetaDescription({ contentText: content })
    const body = description.slice(0, -3)
    expect(description.endsWith('...')).toBe(true)
    expect(graphemes(body).length).toBeLessThanOrEqual(160)
    // The cut lands on a whole letter: the text before it is a prefix of the
    // original and ends on a letter, not a dangling vowel mark.
    expect(content.startsWith(body)).toBe(true)
    expect(graphemes(content.replace(/\s+/g, ' ').trim()).slice(0, 160).join('').trimEnd()).toBe(
      body,
    )
  })

  it('never splits a surrogate pair', () => {
    const content = `${'x'.repeat(159)}😀😀`
    const description = blogMetaDescription({ contentText: content })
    expect(description).toBe(`${'x'.repeat(159)}😀...`)
    expect(description.isWellFormed()).toBe(true)
  })
})

describe('truncate (grapheme-safe)', () => {
  it('leaves text that fits and shortens longer text to exactly the limit', () => {
    expect(truncate('abc', 3)).toBe('abc')
    expect(truncate('abcd', 3)).toBe('...')
    expect(truncate('x'.repeat(161), 160)).toHaveLength(160)
  })
})

describe('post addresses (/blog/{id}, slug redirects)', () => {
  it('reads a numeric id', () => {
    expect(parsePostAddress('12')).toEqual({ kind: 'id', id: 12, canonical: true })
    expect(parsePostAddress('0012')).toEqual({ kind: 'id', id: 12, canonical: false })
  })

  it('reads a slug', () => {
    expect(parsePostAddress('erp-readiness-checklist')).toEqual({
      kind: 'slug',
      slug: 'erp-readiness-checklist',
    })
  })

  it('rejects garbage', () => {
    for (const value of ['0', '-1', '1.5', 'Abc', 'a b', '%E0%A4%A', '9'.repeat(30), 'a--b', '']) {
      expect(parsePostAddress(value).kind, value).toBe('invalid')
    }
  })
})

describe('long dates', () => {
  const iso = '2026-10-28T08:00:00.000Z'

  it('uses US English in English', () => {
    expect(formatLongDate(iso, 'en')).toBe('October 28, 2026')
  })

  it('uses Kuwait Arabic with Western digits in Arabic', () => {
    const text = formatLongDate(iso, 'ar')
    expect(text).toContain('أكتوبر')
    expect(text).toMatch(/28/)
    expect(text).toMatch(/2026/)
    expect(text).not.toMatch(/[٠-٩]/)
  })

  it('pins the Kuwait calendar day, whatever the machine’s time zone', () => {
    // 22:30 UTC on the 31st is already the 1st in Kuwait (UTC+3).
    expect(formatLongDate('2026-12-31T22:30:00.000Z', 'en')).toBe('January 1, 2027')
    expect(formatLongDate('2026-12-31T22:30:00.000Z', 'ar')).toMatch(/^1 يناير 2027$/)
  })

  it('gives nothing for a missing or invalid date', () => {
    expect(formatLongDate(null, 'en')).toBe('')
    expect(formatLongDate('not a date', 'ar')).toBe('')
  })
})
