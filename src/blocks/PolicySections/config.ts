import type { Block, Field } from 'payload'

import { link, line, paragraph, textList } from '../fields'

/**
 * The numbered sections of the privacy policy and terms of use, with the date
 * the text last changed. Each text is an ICU message: company facts are
 * written as placeholders ({company} {cr} {kuwaitAddress} {abuDhabiAddress}
 * {email} {phone}, filled from the site settings) and links as tags
 * (<email>{email}</email>, <phone>{phone}</phone>, <contact>…</contact>,
 * <osm>…</osm>, <code>…</code>, <ref16>…</ref16> for section 16), so the
 * facts are written once and every language links the same way.
 */
/** A part's field shown only for its kind (a clause's text, a list's items). */
const shownFor = <T extends Field>(kind: 'clause' | 'list', field: T): T => ({
  ...field,
  admin: {
    ...field.admin,
    condition: (_: unknown, sibling: { kind?: string } | undefined) =>
      (sibling?.kind ?? 'clause') === kind,
  },
})

export const PolicySectionsBlock: Block = {
  slug: 'policy-sections',
  // Shorter table names: PostgreSQL cuts identifiers at 63 characters.
  dbName: 'policy',
  interfaceName: 'PolicySectionsBlock',
  labels: { singular: 'Policy text', plural: 'Policy texts' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'updated',
          label: 'Last updated',
          type: 'date',
          required: true,
          admin: {
            date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' },
            description: 'The day the text last changed, shown under the page title.',
          },
        },
        {
          ...link(
            'mapsPrivacyUrl',
            'The map provider’s privacy policy, linked from <osm>…</osm> in the text.',
          ),
          label: 'Map privacy link',
        },
      ],
    },
    paragraph('notice', 'Translation notice'),
    line('noticeLink', 'Link to the English text'),
    {
      name: 'sections',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 40,
      admin: { description: 'Numbered in order (1, 2 …); each is anchored #section-n.' },
      fields: [
        line('title', 'Title', true),
        {
          name: 'parts',
          type: 'array',
          required: true,
          minRows: 1,
          admin: {
            description: 'Clauses are numbered n.1, n.2 …; a list belongs to the clause above it.',
          },
          fields: [
            {
              name: 'kind',
              type: 'select',
              required: true,
              defaultValue: 'clause',
              options: [
                { label: 'Numbered clause', value: 'clause' },
                { label: 'List', value: 'list' },
              ],
            },
            shownFor('clause', paragraph('text', 'Clause')),
            shownFor('list', textList('items', 'List items')),
          ],
        },
      ],
    },
  ],
}
