import { anchorField } from '../anchor-fields'
import { cardText } from '../card-fields'
import { icon, line } from '../fields'
import { heading, titleLine } from '../heading-fields'
import { list } from '@/cms/list-field'
import { block } from '../block'

/**
 * Topics read in a tall scrolling panel beside a list of their titles (wide
 * screens), or stacked (phones). Each topic: an icon, a title and paragraphs.
 */
export const TopicPanelBlock = block(
  'topic-panel',
  {
    singular: { en: 'Topic panel', ar: 'لوحة المواضيع' },
    plural: { en: 'Topic panels', ar: 'لوحات المواضيع' },
  },
  [
    ...heading({ lead: false }),
    {
      ...line('lead', { en: 'Lead', ar: 'الفقرة التمهيدية' }),
      admin: {
        description: {
          en: 'Shown on wide screens only, where the side list is.',
          ar: 'يظهر على الشاشات العريضة فقط، حيث تظهر القائمة الجانبية.',
        },
      },
    },
    list(
      'topics',
      { en: 'Topics', ar: 'المواضيع' },
      { en: 'Topic', ar: 'موضوع' },
      [
        {
          type: 'row',
          fields: [
            icon(),
            anchorField({
              required: true,
              description: {
                en: 'Link target on the page (#who-anchor).',
                ar: 'هدف الرابط في الصفحة (#who-المعرّف).',
              },
            }),
          ],
        },
        titleLine(),
        list(
          'paragraphs',
          { en: 'Paragraphs', ar: 'الفقرات' },
          { en: 'Paragraph', ar: 'فقرة' },
          [cardText('text')],
          { minRows: 1 },
        ),
      ],
      { minRows: 1, maxRows: 8 },
    ),
  ],
)
