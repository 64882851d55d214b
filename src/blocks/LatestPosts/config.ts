import { choice } from '@/cms/choice-field'
import { block } from '../block'
import { pageSectionFields } from '../section-fields'

/** The newest published blog posts (of one topic, or all), as the blog shows them. */
export const LatestPostsBlock = block(
  'latest-posts',
  {
    singular: { en: 'Latest blog posts', ar: 'أحدث المقالات' },
    plural: { en: 'Latest blog posts', ar: 'أحدث المقالات' },
  },
  [
    ...pageSectionFields('surface'),
    {
      type: 'row',
      fields: [
        choice('count', { en: 'How many', ar: 'العدد' }, ['3', '6'], {
          defaultValue: '3',
          required: true,
        }),
        {
          name: 'topic',
          label: { en: 'Only this topic', ar: 'هذا الموضوع فقط' },
          type: 'relationship',
          relationTo: 'blog-topics',
          admin: {
            description: {
              en: 'Left empty, the newest posts of every topic.',
              ar: 'إذا تُرك فارغًا تظهر أحدث المقالات من كل المواضيع.',
            },
          },
        },
      ],
    },
  ],
)
