import type { PayloadRequest } from 'payload'

import { siteMessage } from '@/cms/admin-labels/messages'
import { leftToRight } from '@/cms/fields'
import { choice } from '@/cms/choice-field'
import { pagePicture, line, paragraph, textList } from '../fields'
import { titleLine } from '../heading-fields'
import { list } from '@/cms/list-field'
import { items } from '../list-field'
import { brandName, projectKey } from '../project-fields'
import { workSectionFields } from '../section-fields'
import { block } from '../block'

/**
 * Case studies told in full: text beside a mock-up, sides alternating. They
 * are the first entries of the featured projects, which the grid below
 * (Featured projects) does not repeat.
 */
export const CaseStudiesBlock = block('case-studies', { en: 'Case studies', ar: 'دراسات الحالة' }, [
  ...workSectionFields('case-studies', 'surface'),
  {
    type: 'row',
    fields: [
      line('challengeLabel', { en: 'Heading of the challenge', ar: 'عنوان فقرة التحدي' }, true),
      line('builtLabel', { en: 'Heading of what was built', ar: 'عنوان فقرة ما بنيناه' }, true),
    ],
  },
  items(
    [
      { type: 'row', fields: [projectKey, brandName] },
      line('kind', { en: 'Kind of product', ar: 'نوع المنتج' }, true),
      titleLine(),
      paragraph('summary', { en: 'Summary', ar: 'الملخص' }, true),
      paragraph('challenge', { en: 'The challenge', ar: 'التحدي' }, true),
      textList('features', { en: 'What we built', ar: 'ما بنيناه' }, { en: 'Feature', ar: 'ميزة' }),
      list(
        'technologies',
        { en: 'Technologies', ar: 'التقنيات' },
        { en: 'Technology', ar: 'تقنية' },
        [
          leftToRight({
            name: 'name',
            label: { en: 'Name', ar: 'الاسم' },
            type: 'text',
            required: true,
            maxLength: 60,
          }),
        ],
      ),
      pagePicture(),
      {
        type: 'row',
        fields: [
          choice(
            'frame',
            { en: 'Frame', ar: 'الإطار' },
            {
              phone: { en: 'Phone', ar: 'الهاتف' },
              browser: { en: 'Browser window', ar: 'نافذة متصفح' },
            },
            { required: true, defaultValue: 'browser' },
          ),
          leftToRight({
            name: 'address',
            label: { en: 'Office address', ar: 'عنوان المكتب' },
            type: 'text',
            validate: (
              value: string | null | undefined,
              { req }: { req?: Partial<PayloadRequest> },
            ) =>
              !value ||
              /^[\w-]+(\.[\w-]+)+$/.test(value) ||
              siteMessage(req, 'siteNameWithoutScheme'),
            admin: {
              description: {
                en: 'Shown in the browser window’s address bar.',
                ar: 'يظهر في شريط عنوان نافذة المتصفح.',
              },
              condition: (_, sibling) => sibling?.frame === 'browser',
            },
          }),
        ],
      },
    ],
    { required: true, maxRows: 6 },
  ),
])
