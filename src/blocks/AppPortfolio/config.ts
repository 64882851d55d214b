import { cardText } from '../card-fields'
import { choice } from '@/cms/choice-field'
import { pagePicture, line, link, textList } from '../fields'
import { sectionFields } from '../section-fields'
import { items } from '../list-field'
import { block } from '../block'

/** Apps we built: phone screen, category, store badges, text, key features and a link. */
export const AppPortfolioBlock = block(
  'app-portfolio',
  {
    singular: { en: 'App portfolio', ar: 'معرض التطبيقات' },
    plural: { en: 'App portfolios', ar: 'معارض التطبيقات' },
  },
  [
    ...sectionFields,
    items([
      line('name', { en: 'Name', ar: 'الاسم' }, true),
      line('category', { en: 'Category', ar: 'الفئة' }, true),
      choice(
        'platforms',
        { en: 'Platforms', ar: 'المنصات' },
        { ios: { en: 'iOS', ar: 'نظام iOS' }, android: { en: 'Android', ar: 'نظام Android' } },
        { hasMany: true, required: true },
      ),
      cardText(),
      textList(
        'features',
        { en: 'Key features', ar: 'أبرز الميزات' },
        { en: 'Feature', ar: 'ميزة' },
      ),
      pagePicture('image'),
      {
        ...link('url', {
          en: 'Store or product page (opens in a new tab).',
          ar: 'صفحة المتجر أو المنتج (تُفتح في علامة تبويب جديدة).',
        }),
        required: true,
      },
    ]),
  ],
)
