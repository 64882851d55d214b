import { block } from '../block'
import { line, paragraph } from '../fields'
import { pageSectionFields } from '../section-fields'

/**
 * Questions and their answers, each opened by the visitor (no script
 * needed); search engines read them as the page's FAQ (FAQPage JSON-LD).
 */
export const FaqBlock = block(
  'faq',
  {
    singular: { en: 'Questions and answers', ar: 'أسئلة وأجوبة' },
    plural: { en: 'Questions and answers', ar: 'أسئلة وأجوبة' },
  },
  [
    ...pageSectionFields(),
    {
      name: 'items',
      label: { en: 'Questions', ar: 'الأسئلة' },
      labels: {
        singular: { en: 'Question', ar: 'سؤال' },
        plural: { en: 'Questions', ar: 'الأسئلة' },
      },
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 30,
      fields: [
        line('question', { en: 'Question', ar: 'السؤال' }, true),
        paragraph('answer', { en: 'Answer', ar: 'الجواب' }, true),
      ],
    },
  ],
)
