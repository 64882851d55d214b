import { cardText } from '../card-fields'
import { pagePicture, link, textList } from '../fields'
import { sectionFields } from '../section-fields'
import { titleLine } from '../heading-fields'
import { items } from '../list-field'
import { block } from '../block'

/** Sites we built: browser-framed screen, title, tags, text, bullets and a visit-site link. */
export const WebPortfolioBlock = block(
  'web-portfolio',
  {
    singular: { en: 'Website portfolio', ar: 'معرض المواقع' },
    plural: { en: 'Website portfolios', ar: 'معارض المواقع' },
  },
  [
    ...sectionFields,
    items([
      titleLine(),
      cardText(),
      pagePicture('image'),
      {
        ...link('url', {
          en: 'The live site (opens in a new tab).',
          ar: 'الموقع المنشور (يُفتح في علامة تبويب جديدة).',
        }),
        required: true,
      },
      textList('tags', { en: 'Tags', ar: 'الوسوم' }, { en: 'Tag', ar: 'الوسم' }),
      textList('features', { en: 'Features', ar: 'المزايا' }, { en: 'Feature', ar: 'ميزة' }),
    ]),
  ],
)
