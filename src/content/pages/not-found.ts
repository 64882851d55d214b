import type { SeedLayout } from '../service-pages/types'

/**
 * The page for an address the site does not have. Also read in the browser
 * by the service pages' not-found boundary, so this file imports types only.
 * The page links are named as in the main menu.
 */
export const notFound: SeedLayout = [
  {
    blockType: 'not-found',
    eyebrow: {
      en: 'Error 404',
      ar: 'خطأ 404',
    },
    title: {
      en: '404 - Page Not Found',
      ar: '404 - الصفحة غير موجودة',
    },
    message: {
      en: "The page you're looking for doesn't exist or has been moved.",
      ar: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر.',
    },
    home: {
      en: 'Return to Home',
      ar: 'العودة إلى الرئيسية',
    },
    suggestionsTitle: {
      en: 'Or carry on from one of these pages',
      ar: 'أو تابع من إحدى هذه الصفحات',
    },
    suggestions: [
      {
        icon: 'Building2',
        link: {
          label: {
            en: 'About',
            ar: 'من نحن',
          },
          to: '/about',
        },
      },
      {
        icon: 'Layers',
        link: {
          label: {
            en: 'What We Do',
            ar: 'خدماتنا',
          },
          to: '/what-we-do',
        },
      },
      {
        icon: 'BookOpenText',
        link: {
          label: {
            en: 'Blog',
            ar: 'المدونة',
          },
          to: '/blog',
        },
      },
      {
        icon: 'Mail',
        link: {
          label: {
            en: 'Contact',
            ar: 'اتصل بنا',
          },
          to: '/contact',
        },
      },
    ],
  },
]
