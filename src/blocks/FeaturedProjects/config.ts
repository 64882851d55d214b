import { pagePicture, line, paragraph, textList } from '../fields'
import { items } from '../list-field'
import { brandName, projectKey } from '../project-fields'
import { workSectionFields } from '../section-fields'
import { block } from '../block'

/**
 * The grid of featured projects. The list's first entries are the case
 * studies told in full above it; the grid holds the projects after them, so
 * none is shown twice.
 */
export const FeaturedProjectsBlock = block(
  'featured-projects',
  { en: 'Featured projects', ar: 'المشاريع المختارة' },
  [
    ...workSectionFields('featured', 'white'),
    items(
      [
        { type: 'row', fields: [projectKey, brandName] },
        line('category', { en: 'Category', ar: 'الفئة' }, true),
        paragraph('description', { en: 'Description', ar: 'الوصف' }, true),
        textList('tags', { en: 'Tags', ar: 'الوسوم' }, { en: 'Tag', ar: 'الوسم' }),
        pagePicture(),
      ],
      {
        required: true,
        admin: {
          description: {
            en: 'The projects after the case studies, in order.',
            ar: 'المشاريع التي تلي دراسات الحالة، بالترتيب.',
          },
        },
      },
    ),
  ],
)
