import type { StaffPageSeed } from './careers'

/**
 * A campaign landing page staff make in the admin: a free webinar at
 * /erp-webinar, with the seeded sign-up form (src/seed/forms.ts) on it.
 */
export const WEBINAR_PAGES: StaffPageSeed[] = [
  {
    slug: 'erp-webinar',
    title: { en: 'ERP webinar', ar: 'ندوة ERP الإلكترونية' },
    keywords: {
      en: 'ERP webinar Kuwait, ERP demo, business software Abu Dhabi',
      ar: 'ندوة ERP في الكويت, عرض نظام ERP, برمجيات الأعمال في أبوظبي',
    },
    layout: [
      {
        blockType: 'page-hero',
        eyebrow: { en: 'Free webinar', ar: 'ندوة إلكترونية مجانية' },
        title: {
          en: 'ERP in practice: from spreadsheets to one system',
          ar: 'نظام ERP عمليًا: من جداول البيانات إلى نظام واحد',
        },
        lead: {
          en: 'One hour with the consultants who run our ERP projects: how Gulf companies move stock, sales, HR and accounts into one system without stopping work.',
          ar: 'ساعة مع المستشارين الذين يديرون مشاريع ERP لدينا: كيف تنقل شركات الخليج المخزون والمبيعات والموارد البشرية والحسابات إلى نظام واحد دون أن يتوقف العمل.',
        },
        art: 'services',
        size: 'regular',
      },
      {
        blockType: 'value-cards',
        eyebrow: { en: 'What you will see', ar: 'ما ستشاهده' },
        title: {
          en: 'An hour of real screens, no slides',
          ar: 'ساعة من الشاشات الحقيقية دون عروض تقديمية',
        },
        items: [
          {
            icon: 'Boxes',
            title: { en: 'Stock and sales together', ar: 'المخزون والمبيعات معًا' },
            text: {
              en: 'An order taken in a branch, the stock it moves and the invoice it makes, followed live from end to end.',
              ar: 'طلب يُسجَّل في أحد الفروع، والمخزون الذي يحرّكه، والفاتورة التي يُصدرها، نتابعها مباشرة من البداية إلى النهاية.',
            },
          },
          {
            icon: 'CalendarCheck',
            title: { en: 'A realistic plan', ar: 'خطة واقعية' },
            text: {
              en: 'The phases of a typical rollout, how long each takes and what your team does in each.',
              ar: 'مراحل التطبيق المعتادة، والمدة التي تستغرقها كل مرحلة، وما يقوم به فريقك في كل منها.',
            },
          },
          {
            icon: 'Handshake',
            title: { en: 'Your questions answered', ar: 'إجابات عن أسئلتك' },
            text: {
              en: 'The last twenty minutes are yours: ask about your own processes, in Arabic or in English.',
              ar: 'الدقائق العشرون الأخيرة لك: اسأل عن إجراءات عملك، بالعربية أو بالإنجليزية.',
            },
          },
        ],
      },
      {
        blockType: 'statement-band',
        eyebrow: { en: 'Two sessions', ar: 'جلستان' },
        title: {
          en: 'Kuwait in Arabic, Abu Dhabi in English',
          ar: 'الكويت بالعربية، وأبوظبي بالإنجليزية',
        },
        text: {
          en: 'Choose one session or both. Each is the same hour, led by the team of that office.',
          ar: 'اختر جلسة واحدة أو الجلستين. المحتوى واحد، ويقدّمه فريق كل مكتب.',
        },
      },
      {
        // The seeded webinar sign-up (src/seed/forms.ts), put here by its key.
        blockType: 'form',
        form: 'webinar',
        title: { en: 'Save your seat', ar: 'احجز مقعدك' },
        lead: {
          en: 'Seats are free and limited. We e-mail the link the day before.',
          ar: 'المقاعد مجانية ومحدودة. نرسل الرابط بالبريد الإلكتروني قبل الموعد بيوم.',
        },
      },
    ],
  },
]
