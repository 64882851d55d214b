import { icon, line, pageLink, paragraph } from '../fields'
import { eyebrowLine, titleLine } from '../heading-fields'
import { list } from '@/cms/list-field'
import { block } from '../block'

/**
 * The page shown for an address the site does not have: what happened, the
 * way home, then the main pages a lost visitor most likely wanted.
 */
export const NotFoundBlock = block(
  'not-found',
  {
    singular: { en: 'Page not found', ar: 'الصفحة غير موجودة' },
    plural: { en: 'Pages not found', ar: 'صفحات غير موجودة' },
  },
  [
    eyebrowLine(),
    {
      ...titleLine(),
      admin: {
        description: {
          en: 'Also the browser tab’s title.',
          ar: 'وهو أيضًا عنوان علامة التبويب في المتصفح.',
        },
      },
    },
    {
      ...paragraph('message', { en: 'Message', ar: 'الرسالة' }),
      admin: {
        description: {
          en: 'Also the description search engines see.',
          ar: 'وهي أيضًا الوصف الذي تراه محركات البحث.',
        },
      },
    },
    line('home', { en: 'Home button text', ar: 'نص زر الصفحة الرئيسية' }, true),
    line('suggestionsTitle', { en: 'Heading of the page links', ar: 'عنوان روابط الصفحات' }),
    list(
      'suggestions',
      { en: 'Page links', ar: 'روابط الصفحات' },
      { en: 'Page link', ar: 'رابط صفحة' },
      [icon(), pageLink('link', { en: 'Page', ar: 'الصفحة' })],
      { maxRows: 4 },
    ),
  ],
)
