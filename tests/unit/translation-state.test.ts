import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { richTextFromBlocks } from '@/lib/rich-text'
import { localizedLeaves } from '@/cms/translations/leaves'
import { confirmFields, fingerprint, nextState } from '@/cms/translations/state'

/** The fields of a page with a localized title, a shared list of localized items and blocks. */
const FIELDS = [
  { name: 'title', type: 'text', localized: true },
  { name: 'slug', type: 'text' },
  {
    name: 'meta',
    type: 'group',
    flattenedFields: [{ name: 'description', type: 'textarea', localized: true }],
  },
  { name: 'body', type: 'richText', localized: true },
  {
    name: 'items',
    type: 'array',
    flattenedFields: [{ name: 'label', type: 'text', localized: true }],
  },
  {
    name: 'layout',
    type: 'blocks',
    blocks: [
      {
        slug: 'band',
        flattenedFields: [
          { name: 'heading', type: 'text', localized: true },
          { name: 'anchor', type: 'text' },
        ],
      },
    ],
  },
] as unknown as FlattenedField[]

const page = (en: Record<string, string>, ar: Record<string, string>) => ({
  title: { en: en.title, ar: ar.title },
  slug: 'about',
  meta: { description: { en: en.description, ar: ar.description } },
  body: {
    en: en.body ? richTextFromBlocks([en.body], 'ltr') : undefined,
    ar: ar.body ? richTextFromBlocks([ar.body], 'rtl') : undefined,
  },
  items: [
    { id: 'i1', label: { en: en.item1, ar: ar.item1 } },
    { id: 'i2', label: { en: en.item2, ar: ar.item2 } },
  ],
  layout: [
    { id: 'b1', blockType: 'band', heading: { en: en.heading, ar: ar.heading }, anchor: 'x' },
  ],
})

const EN = {
  title: 'About',
  description: 'Who we are',
  body: 'We build.',
  item1: 'One',
  item2: 'Two',
  heading: 'Hello',
}
const AR = {
  title: 'من نحن',
  description: 'من نكون',
  body: 'نحن نبني.',
  item1: 'واحد',
  item2: 'اثنان',
  heading: 'مرحبًا',
}

describe('localized leaves', () => {
  it('finds every localized text, inside groups, arrays, blocks and rich text, keyed by row ids', () => {
    const leaves = localizedLeaves(FIELDS, page(EN, AR))
    expect(leaves.map((leaf) => [leaf.key, leaf.path, leaf.kind])).toEqual([
      ['title', 'title', 'text'],
      ['meta.description', 'meta.description', 'text'],
      ['body', 'body', 'richText'],
      ['items.i1.label', 'items.0.label', 'text'],
      ['items.i2.label', 'items.1.label', 'text'],
      ['layout.b1.heading', 'layout.0.heading', 'text'],
    ])
  })
})

describe('translation state', () => {
  it('counts fields with English and no Arabic as missing, and empty English as nothing to do', () => {
    const state = nextState(
      localizedLeaves(FIELDS, page({ ...EN, item2: '' }, { title: 'من نحن' })),
    )
    expect(state.missing).toEqual(['meta.description', 'body', 'items.0.label', 'layout.0.heading'])
    expect(state.outdated).toEqual([])
  })

  it('outdates only the English field that changed, and a reorder changes nothing', () => {
    const first = nextState(localizedLeaves(FIELDS, page(EN, AR)))
    expect(first.missing).toEqual([])
    const edited = nextState(
      localizedLeaves(FIELDS, page({ ...EN, item2: 'Two!' }, AR)),
      first.fields,
    )
    expect(edited.outdated).toEqual(['items.1.label'])
    const doc = page({ ...EN, item2: 'Two!' }, AR)
    doc.items.reverse()
    const reordered = nextState(localizedLeaves(FIELDS, doc), edited.fields)
    expect(reordered.outdated).toEqual(['items.0.label'])
  })

  it('counts a rich text as changed when its formatting changes, and whitespace around a line as not', () => {
    const first = nextState(localizedLeaves(FIELDS, page(EN, AR)))
    const spaced = nextState(
      localizedLeaves(FIELDS, page({ ...EN, title: ' About ' }, AR)),
      first.fields,
    )
    expect(spaced.outdated).toEqual([])
    const doc = page(EN, AR)
    doc.body.en = richTextFromBlocks([[{ b: 'We' }, ' build.']], 'ltr')
    expect(nextState(localizedLeaves(FIELDS, doc), first.fields).outdated).toEqual(['body'])
  })

  it('takes an Arabic edit as a translation of the English of that save', () => {
    const first = nextState(localizedLeaves(FIELDS, page(EN, AR)))
    const outdated = nextState(
      localizedLeaves(FIELDS, page({ ...EN, title: 'About us' }, AR)),
      first.fields,
    )
    expect(outdated.outdated).toEqual(['title'])
    const fixed = nextState(
      localizedLeaves(FIELDS, page({ ...EN, title: 'About us' }, { ...AR, title: 'من نحن حقًا' })),
      outdated.fields,
    )
    expect(fixed.outdated).toEqual([])
    // Emptying the Arabic makes it missing; writing it again makes it current.
    const emptied = nextState(
      localizedLeaves(FIELDS, page({ ...EN, title: 'About us' }, { ...AR, title: '' })),
      fixed.fields,
    )
    expect(emptied.missing).toEqual(['title'])
  })

  it('confirms an outdated field as still correct until the English changes again', () => {
    const first = nextState(localizedLeaves(FIELDS, page(EN, AR)))
    const outdated = nextState(
      localizedLeaves(FIELDS, page({ ...EN, title: 'About', heading: 'Hello!' }, AR)),
      first.fields,
    )
    expect(outdated.outdated).toEqual(['layout.0.heading'])
    const confirmed = confirmFields(outdated, ['layout.0.heading'])
    expect(confirmed.outdated).toEqual([])
    const later = nextState(
      localizedLeaves(FIELDS, page({ ...EN, heading: 'Hello!' }, AR)),
      confirmed.fields,
    )
    expect(later.outdated).toEqual([])
    const again = nextState(
      localizedLeaves(FIELDS, page({ ...EN, heading: 'Hi' }, AR)),
      later.fields,
    )
    expect(again.outdated).toEqual(['layout.0.heading'])
  })

  it('fingerprints nothing for an empty value or a rich text without words', () => {
    expect(fingerprint('  ', 'text')).toBeNull()
    expect(fingerprint(richTextFromBlocks([''], 'ltr'), 'richText')).toBeNull()
    expect(fingerprint('x', 'text')).toMatch(/^[\w-]{16}$/)
  })
})

describe('field labels', () => {
  const fields = [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Listing',
          fields: [{ name: 'title', type: 'text', label: { en: 'Title', ar: 'العنوان' } }],
        },
      ],
    },
    {
      name: 'layout',
      type: 'blocks',
      label: { en: 'Sections', ar: 'الأقسام' },
      labels: { singular: { en: 'Section', ar: 'قسم' } },
      blocks: [
        {
          slug: 'steps',
          fields: [
            {
              name: 'items',
              type: 'array',
              label: { en: 'Items', ar: 'العناصر' },
              labels: { singular: { en: 'Item', ar: 'عنصر' } },
              fields: [{ type: 'row', fields: [{ name: 'card_text', type: 'textarea' }] }],
            },
          ],
        },
      ],
    },
  ]

  it('names a path by its labels in the admin language, rows numbered from one', async () => {
    const { fieldLabel } = await import('@/cms/translations/field-labels')
    expect(fieldLabel(fields, 'title', 'ar')).toBe('العنوان')
    expect(fieldLabel(fields, 'layout.0.items.1.card_text', 'en')).toBe(
      'Sections › Section 1 › Items › Item 2 › Card text',
    )
    expect(fieldLabel(fields, 'layout.2.items.0.card_text', 'ar')).toBe(
      'الأقسام › قسم 3 › العناصر › عنصر 1 › Card text',
    )
    expect(fieldLabel(fields, 'meta.unknown', 'en')).toBe('meta › unknown')
  })
})
