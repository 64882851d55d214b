import type { SeedLayout } from '../service-pages/types'
import type { Bilingual } from '@/lib/bilingual'

/**
 * An example of the pages staff make in the admin (no code behind them):
 * Careers at /careers and Engineering under it at /careers/engineering, each
 * in both languages, built from the shared sections.
 */
export type StaffPageSeed = {
  slug: string
  parentSlug?: string
  title: Bilingual
  keywords: Bilingual
  layout: SeedLayout
}

const applyBand = {
  blockType: 'cta-band',
  title: { en: 'Don’t see your role?', ar: 'لا ترى الدور المناسب لك؟' },
  text: {
    en: 'Tell us what you do best. We read every message and reply within a week.',
    ar: 'أخبرنا بما تُجيده. نقرأ كل رسالة ونردّ خلال أسبوع.',
  },
  button: { label: { en: 'Write to us', ar: 'راسلنا' }, page: 'contact' },
}

export const CAREERS_PAGES: StaffPageSeed[] = [
  {
    slug: 'careers',
    title: { en: 'Careers', ar: 'الوظائف' },
    keywords: {
      en: 'software jobs Kuwait, developer careers, IT jobs Abu Dhabi',
      ar: 'وظائف برمجة في الكويت, وظائف مطورين, وظائف تقنية في أبوظبي',
    },
    layout: [
      {
        blockType: 'page-hero',
        eyebrow: { en: 'Careers', ar: 'الوظائف' },
        title: {
          en: 'Build software people in the Gulf use every day',
          ar: 'اصنع برمجيات يستخدمها الناس في الخليج كل يوم',
        },
        lead: {
          en: 'Join a team of engineers, designers and consultants in Kuwait and Abu Dhabi who ship bilingual products for banks, retailers, restaurants and government.',
          ar: 'انضمّ إلى فريق من المهندسين والمصممين والمستشارين في الكويت وأبوظبي يطلق منتجات ثنائية اللغة للبنوك والمتاجر والمطاعم والجهات الحكومية.',
        },
        button: { label: { en: 'Talk to us', ar: 'تواصل معنا' }, page: 'contact' },
        art: 'about',
        size: 'regular',
      },
      {
        blockType: 'value-cards',
        eyebrow: { en: 'Why join us', ar: 'لماذا تنضم إلينا' },
        title: { en: 'What working here is like', ar: 'كيف هو العمل معنا' },
        items: [
          {
            icon: 'Users',
            title: { en: 'Small teams, real ownership', ar: 'فرق صغيرة ومسؤولية حقيقية' },
            text: {
              en: 'Each project has a team of three to six who own it from the first workshop to the launch and beyond.',
              ar: 'لكل مشروع فريق من ثلاثة إلى ستة أشخاص يتولّونه من أول ورشة عمل حتى الإطلاق وما بعده.',
            },
          },
          {
            icon: 'GraduationCap',
            title: { en: 'Time to learn', ar: 'وقت للتعلّم' },
            text: {
              en: 'A yearly training budget, conference days and an hour every Thursday for whatever you want to get better at.',
              ar: 'ميزانية سنوية للتدريب، وأيام لحضور المؤتمرات، وساعة كل خميس لتطوير ما تريد.',
            },
          },
          {
            icon: 'Globe',
            title: { en: 'Two offices, one team', ar: 'مكتبان وفريق واحد' },
            text: {
              en: 'Work from Kuwait City or Abu Dhabi, with the same tools, the same standards and colleagues in both.',
              ar: 'اعمل من مدينة الكويت أو أبوظبي، بالأدوات والمعايير نفسها ومع زملاء في المكتبين.',
            },
          },
        ],
      },
      {
        blockType: 'statement-band',
        eyebrow: { en: 'How we hire', ar: 'كيف نوظّف' },
        title: {
          en: 'A conversation, a small paid task and a meeting with the team',
          ar: 'محادثة، ومهمة صغيرة مدفوعة، ولقاء مع الفريق',
        },
        text: {
          en: 'Most people hear back within two weeks of applying. We never ask for unpaid work.',
          ar: 'يتلقّى معظم المتقدّمين ردًّا خلال أسبوعين من التقديم. ولا نطلب أي عمل دون مقابل.',
        },
      },
      {
        // The seeded job application (src/seed/forms.ts), put here by its key.
        blockType: 'form',
        form: 'careers',
        title: { en: 'Apply now', ar: 'قدّم الآن' },
        lead: {
          en: 'Tell us who you are and which role interests you. It takes about three minutes.',
          ar: 'أخبرنا من أنت وأي وظيفة تهمّك. يستغرق ذلك نحو ثلاث دقائق.',
        },
      },
      applyBand,
    ],
  },
  {
    slug: 'engineering',
    parentSlug: 'careers',
    title: { en: 'Engineering careers', ar: 'وظائف الهندسة' },
    keywords: {
      en: 'software engineer jobs Kuwait, mobile developer, backend developer',
      ar: 'وظائف مهندس برمجيات في الكويت, مطور تطبيقات, مطور أنظمة خلفية',
    },
    layout: [
      {
        blockType: 'page-hero',
        eyebrow: { en: 'Careers · Engineering', ar: 'الوظائف · الهندسة' },
        title: { en: 'Engineering at our company', ar: 'الهندسة في شركتنا' },
        lead: {
          en: 'Web, mobile and business-system engineers who care about Arabic as much as English, and about speed as much as features.',
          ar: 'مهندسو ويب وتطبيقات وأنظمة أعمال يهتمون بالعربية بقدر الإنجليزية، وبالسرعة بقدر المزايا.',
        },
        art: 'services',
        size: 'compact',
      },
      {
        blockType: 'value-cards',
        title: { en: 'Teams you could join', ar: 'فرق يمكنك الانضمام إليها' },
        items: [
          {
            icon: 'Globe',
            title: { en: 'Web', ar: 'الويب' },
            text: {
              en: 'Server-rendered, accessible websites and portals in TypeScript.',
              ar: 'مواقع وبوابات تُعرض من الخادم وسهلة الوصول، بلغة TypeScript.',
            },
          },
          {
            icon: 'Smartphone',
            title: { en: 'Mobile', ar: 'تطبيقات الجوال' },
            text: {
              en: 'iOS and Android apps in React Native and Flutter, right to left from day one.',
              ar: 'تطبيقات iOS وAndroid بتقنيتي React Native وFlutter، تدعم الكتابة من اليمين إلى اليسار منذ اليوم الأول.',
            },
          },
          {
            icon: 'Database',
            title: { en: 'Business systems', ar: 'أنظمة الأعمال' },
            text: {
              en: 'ERP, inventory and accounting systems that run our clients’ daily work.',
              ar: 'أنظمة تخطيط الموارد والمخزون والمحاسبة التي تدير العمل اليومي لعملائنا.',
            },
          },
        ],
      },
      applyBand,
    ],
  },
]
