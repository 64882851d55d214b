import { text } from '../text-fields'

/**
 * A page's search keywords, per language: on every page of the pages
 * collection and on every service (its page at /what-we-do/slug). A page
 * with none gets the company's default keywords.
 */
export const keywordsField = () =>
  text('keywords', { en: 'Keywords', ar: 'الكلمات المفتاحية' }, 500, {
    description: {
      en: 'Comma-separated search keywords for this page.',
      ar: 'كلمات البحث المفتاحية لهذه الصفحة، تفصل بينها فواصل.',
    },
  })
