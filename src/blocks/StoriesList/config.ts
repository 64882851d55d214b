import { block } from '../block'
import { pageSectionFields } from '../section-fields'

/**
 * Success stories as cards: the ones staff choose, in their order, or every
 * active story in the stories' own order. A chosen story that is no longer
 * active is left out.
 */
export const StoriesListBlock = block(
  'stories-list',
  {
    singular: { en: 'Success stories list', ar: 'قائمة قصص النجاح' },
    plural: { en: 'Success stories lists', ar: 'قوائم قصص النجاح' },
  },
  [
    ...pageSectionFields(),
    {
      name: 'stories',
      label: { en: 'Only these stories', ar: 'هذه القصص فقط' },
      type: 'relationship',
      relationTo: 'success-stories',
      hasMany: true,
      maxRows: 24,
      filterOptions: { is_active: { equals: true } },
      admin: {
        description: {
          en: 'Shown in this order. Left empty, every active story.',
          ar: 'تظهر بهذا الترتيب. إن تُركت فارغة، تظهر كل القصص النشطة.',
        },
      },
    },
  ],
)
