import { block } from '../block'
import { pageSectionFields } from '../section-fields'

/** Every active success story as a card, in the stories' own order. */
export const StoriesListBlock = block(
  'stories-list',
  {
    singular: { en: 'Success stories list', ar: 'قائمة قصص النجاح' },
    plural: { en: 'Success stories lists', ar: 'قوائم قصص النجاح' },
  },
  pageSectionFields(),
)
