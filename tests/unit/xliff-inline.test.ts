import { describe, expect, it } from 'vitest'

import { richTextFromBlocks } from '@/lib/rich-text'
import {
  canonical,
  MarkupError,
  richTextFromTarget,
  richTextSource,
  type XliffValue,
} from '@/cms/translations/xliff/inline'

const ENGLISH = richTextFromBlocks(
  [[{ b: 'Bold' }, ' and ', { a: 'a link', href: '/contact' }], { h2: 'Title' }],
  'ltr',
)

describe('rich text as XLIFF inline codes', () => {
  it('makes each block a spanning code and each format or link an inline code, addresses left out', () => {
    const { source } = richTextSource(ENGLISH)
    expect(canonical(source)).toBe('[b1:[b1f1:Bold] and [b1l3:a link]][b2:Title]')
    expect(JSON.stringify(source)).not.toContain('/contact')
  })

  it('rebuilds the English shape with the translated words, right to left', () => {
    const target: XliffValue = [
      {
        Span: {
          id: 'b1',
          contents: [
            { Span: { id: 'b1l3', contents: 'رابط' } },
            ' و',
            { Span: { id: 'b1f1', contents: 'عريض' } },
          ],
        },
      },
      { Span: { id: 'b2', contents: 'العنوان' } },
    ]
    const arabic = richTextFromTarget(ENGLISH, target)
    expect(arabic.root.direction).toBe('rtl')
    const [paragraph, heading] = arabic.root.children
    expect(paragraph!.children!.map((node) => node.type)).toEqual(['link', 'text', 'text'])
    expect((paragraph!.children![0]!.fields as { url: string }).url).toBe('/contact')
    expect(paragraph!.children![2]).toMatchObject({ text: 'عريض', format: 1 })
    expect(heading).toMatchObject({ tag: 'h2', direction: 'rtl' })
  })

  it('refuses unknown, repeated or misplaced codes and a block left out', () => {
    const cases: XliffValue[] = [
      [
        { Span: { id: 'b1', contents: [{ Span: { id: 'b9f9', contents: 'x' } }] } },
        { Span: { id: 'b2', contents: 'y' } },
      ],
      [
        {
          Span: {
            id: 'b1',
            contents: [
              { Span: { id: 'b1f1', contents: 'x' } },
              { Span: { id: 'b1f1', contents: 'x' } },
            ],
          },
        },
        { Span: { id: 'b2', contents: 'y' } },
      ],
      [{ Span: { id: 'b1', contents: 'x' } }],
      [{ Span: { id: 'b1', contents: 'x' } }, { Span: { id: 'b2', contents: 'y' } }, 'loose text'],
      [
        { Span: { id: 'b1', contents: [{ Standalone: { id: 'b1f1' } }] } },
        { Span: { id: 'b2', contents: 'y' } },
      ],
    ]
    for (const target of cases)
      expect(() => richTextFromTarget(ENGLISH, target)).toThrow(MarkupError)
  })
})
