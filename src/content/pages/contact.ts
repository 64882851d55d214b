import type { SeedLayout } from '../service-pages/types'

/** The Contact page: the opening band, then the enquiry form beside the offices and the map. */
export const contact: SeedLayout = [
  {
    blockType: 'contact-hero',
    eyebrow: {
      en: 'Contact',
      ar: 'اتصل بنا',
    },
    title: {
      en: 'Let’s talk about your project',
      ar: 'لنتحدث عن مشروعك',
    },
    lead: {
      en: 'Tell us what you need. A consultant from our Kuwait or Abu Dhabi office will get back to you within one working day.',
      ar: 'أخبرنا بما تحتاج إليه، وسيتواصل معك أحد مستشارينا في مكتب الكويت أو أبوظبي خلال يوم عمل واحد.',
    },
  },
  {
    blockType: 'enquiry-form',
    title: {
      en: 'Send us an enquiry',
      ar: 'أرسل إلينا استفسارك',
    },
    lead: {
      en: 'A few details help us prepare the right people for the first call.',
      ar: 'تساعدنا بعض التفاصيل على تجهيز الفريق المناسب للمكالمة الأولى.',
    },
  },
]
