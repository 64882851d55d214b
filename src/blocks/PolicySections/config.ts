import type { Field } from 'payload'

import { choice } from '@/cms/choice-field'
import { link, line, paragraph, textList } from '../fields'
import { titleLine } from '../heading-fields'
import { list } from '@/cms/list-field'
import { block } from '../block'

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

export const PolicySectionsBlock = block(
  'policy-sections',
  {
    singular: { en: 'Policy text', ar: 'نص السياسة' },
    plural: { en: 'Policy texts', ar: 'نصوص السياسة' },
  },
  [
    {
      type: 'row',
      fields: [
        {
          name: 'updated',
          label: { en: 'Last updated', ar: 'آخر تحديث' },
          type: 'date',
          required: true,
          admin: {
            date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' },
            description: {
              en: 'The day the text last changed, shown under the page title.',
              ar: 'اليوم الذي تغيّر فيه النص آخر مرة، ويظهر تحت عنوان الصفحة.',
            },
          },
        },
        {
          ...link('mapsPrivacyUrl', {
            en: 'The map provider’s privacy policy, linked from <osm>…</osm> in the text.',
            ar: 'سياسة خصوصية مزوّد الخرائط، ويُربط بها <osm>…</osm> في النص.',
          }),
          label: { en: 'Map privacy link', ar: 'رابط سياسة خصوصية الخرائط' },
        },
      ],
    },
    paragraph('notice', { en: 'Translation notice', ar: 'تنبيه الترجمة' }),
    line('noticeLink', { en: 'Link to the English text', ar: 'رابط النص الإنجليزي' }),
    list(
      'sections',
      { en: 'Sections', ar: 'الأقسام' },
      { en: 'Section', ar: 'قسم' },
      [
        titleLine(),
        list(
          'parts',
          { en: 'Parts', ar: 'الأجزاء' },
          { en: 'Part', ar: 'جزء' },
          [
            choice(
              'kind',
              { en: 'Kind', ar: 'النوع' },
              {
                clause: { en: 'Numbered clause', ar: 'بند مرقّم' },
                list: { en: 'List', ar: 'قائمة' },
              },
              { required: true, defaultValue: 'clause' },
            ),
            shownFor('clause', paragraph('text', { en: 'Clause', ar: 'البند' })),
            shownFor(
              'list',
              textList(
                'items',
                { en: 'List items', ar: 'عناصر القائمة' },
                { en: 'Item', ar: 'عنصر' },
              ),
            ),
          ],
          {
            required: true,
            minRows: 1,
            admin: {
              description: {
                en: 'Clauses are numbered n.1, n.2 …; a list belongs to the clause above it.',
                ar: 'تُرقَّم البنود n.1 وn.2 …؛ والقائمة تتبع البند الذي فوقها.',
              },
            },
          },
        ),
      ],
      {
        required: true,
        minRows: 1,
        maxRows: 40,
        admin: {
          description: {
            en: 'Numbered in order (1, 2 …); each is anchored #section-n.',
            ar: 'تُرقَّم بالترتيب (1، 2 …)، ولكل منها رابط ‎#section-n.',
          },
        },
      },
    ),
  ],
  // Shorter table names: PostgreSQL cuts identifiers at 63 characters.
  { dbName: 'policy' },
)
