import type { SeedLayout } from '../service-pages/types'

/** The What We Do page: hero, every service (from the Services collection), closing band. */
export const whatWeDo: SeedLayout = [
  {
    blockType: 'page-hero',
    eyebrow: {
      en: 'What we do',
      ar: 'خدماتنا',
    },
    title: {
      en: 'Six services, one team that sees them through',
      ar: 'ست خدمات وفريق واحد يتابعها حتى النهاية',
    },
    lead: {
      en: 'From a company website to the system that runs your kitchen or your buildings, we design, build and support software for businesses across the Gulf.',
      ar: 'من الموقع الإلكتروني لشركتك إلى النظام الذي يدير مطبخك أو عقاراتك، نصمّم البرمجيات ونبنيها وندعمها لشركات في أنحاء الخليج.',
    },
    button: {
      label: {
        en: 'Talk to us about your project',
        ar: 'حدّثنا عن مشروعك',
      },
      to: '/contact',
    },
    art: 'services',
    size: 'regular',
  },
  { blockType: 'service-sections' },
  {
    blockType: 'cta-band',
    title: {
      en: 'Not sure which service you need?',
      ar: 'لست متأكدًا من الخدمة التي تحتاجها؟',
    },
    text: {
      en: 'Tell us what you want to achieve and we will suggest the right mix, with a clear plan and a clear price.',
      ar: 'أخبرنا بما تريد تحقيقه وسنقترح عليك المزيج المناسب، بخطة واضحة وسعر واضح.',
    },
    button: {
      label: {
        en: 'Get in touch',
        ar: 'تواصل معنا',
      },
      to: '/contact',
    },
    more: {
      title: {
        en: 'See what these services look like in practice',
        ar: 'شاهد كيف تبدو هذه الخدمات على أرض الواقع',
      },
      text: {
        en: 'Case studies and featured projects: 2,000+ projects delivered for 800+ clients in 20+ countries.',
        ar: 'دراسات حالة ومشاريع مختارة: أكثر من 2,000 مشروع لأكثر من 800 عميل في أكثر من 20 دولة.',
      },
      button: {
        label: {
          en: 'See our work',
          ar: 'شاهد أعمالنا',
        },
        to: '/our-work',
      },
    },
  },
]
