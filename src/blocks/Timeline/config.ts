import type { Field } from 'payload'

import { count, line } from '../fields'
import { items } from '../list-field'
import { pageSectionFields, sectionFields } from '../section-fields'
import { block } from '../block'

const LABELS = {
  singular: { en: 'Timeline', ar: 'الجدول الزمني' },
  plural: { en: 'Timelines', ar: 'الجداول الزمنية' },
}

const PHASES: Field[] = [
  line('timeline_title', { en: 'Timeline heading', ar: 'عنوان الجدول الزمني' }),
  items(
    [
      {
        type: 'row',
        fields: [
          count('from_week', { en: 'From week', ar: 'من الأسبوع' }),
          count('to_week', { en: 'To week', ar: 'إلى الأسبوع' }),
        ],
      },
      line('period', { en: 'Period', ar: 'الفترة' }, true),
      line('task', { en: 'Task', ar: 'المهمة' }, true),
    ],
    { required: true },
  ),
]

/** Project phases: a period, its task and a bar proportional to its weeks. */
export const TimelineBlock = block('timeline', LABELS, [...sectionFields, ...PHASES])

/** The same phases on a page (its section heading the shared library's: no "continues"). */
export const PageTimelineBlock = block('timeline', LABELS, [...pageSectionFields(), ...PHASES], {
  interfaceName: 'PageTimelineBlock',
})
