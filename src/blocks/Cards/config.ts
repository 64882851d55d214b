import { iconCard } from '../card-fields'
import { choice, columnsChoice } from '@/cms/choice-field'
import { link, productSelect, textList } from '../fields'
import { sectionFields } from '../section-fields'
import { items } from '../list-field'
import { block } from '../block'

/** A grid of cards: icon, title, a line of text, optional ticked features and an external link. */
export const CardsBlock = block('cards', { en: 'Cards', ar: 'البطاقات' }, [
  ...sectionFields,
  {
    type: 'row',
    fields: [
      columnsChoice(['2', '3', '4'], '3'),
      choice(
        'variant',
        { en: 'Variant', ar: 'الشكل' },
        {
          card: { en: 'Bordered cards', ar: 'بطاقات بإطار' },
          plain: { en: 'Plain points', ar: 'نقاط بلا إطار' },
        },
        { defaultValue: 'card', required: true },
      ),
    ],
  },
  productSelect({
    en: "Every card's learn-more link goes to this product's address (site settings).",
    ar: 'يفتح رابط «اعرف المزيد» في كل بطاقة عنوان هذا المنتج (من إعدادات الموقع).',
  }),
  items([
    ...iconCard(),
    textList('features', { en: 'Features', ar: 'المزايا' }, { en: 'Feature', ar: 'ميزة' }),
    link('url', {
      en: 'Learn-more link (opens in a new tab).',
      ar: 'رابط «اعرف المزيد» (يُفتح في علامة تبويب جديدة).',
    }),
  ]),
])
