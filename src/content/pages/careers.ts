import type { SeedLayout } from '../service-pages/types'
import type { Bilingual } from '@/lib/bilingual'
import { partner } from '../partners'

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
  /** A long page's back-to-top link (the page's setting in the admin). */
  backToTop?: boolean
}

/**
 * The shared sections a page staff make can hold, one of each (the sections
 * above and below them are the others): the seeded example of the library.
 * `seedFile` names a file of src/seed/media uploaded to its bucket, and
 * `richText` a body in each language (src/seed/pages.ts).
 */
/** The web project's screens, shown beside text and on the engineering page's Web card. */
const WEB_SCREENS = {
  seedFile: 'page-images',
  file: 'service-web-development.webp',
  alt: {
    en: 'A web project’s screens on a laptop and a phone, in English and Arabic',
    ar: 'شاشات مشروع ويب على حاسوب محمول وهاتف، بالإنجليزية والعربية',
  },
}

const libraryExamples: SeedLayout = [
  {
    blockType: 'image-text',
    side: 'start',
    image: WEB_SCREENS,
    eyebrow: { en: 'How we work', ar: 'كيف نعمل' },
    title: { en: 'Both languages from the first sketch', ar: 'اللغتان منذ الرسم الأول' },
    text: {
      en: 'Every screen is designed, built and reviewed in Arabic and English together, so neither language is ever an afterthought.',
      ar: 'نصمّم كل شاشة ونبنيها ونراجعها بالعربية والإنجليزية معًا، فلا تأتي أي لغة في المرتبة الثانية.',
    },
    points: [
      { text: { en: 'Code review on every change', ar: 'مراجعة للشيفرة في كل تعديل' } },
      { text: { en: 'Automated tests in both languages', ar: 'اختبارات آلية باللغتين' } },
      { text: { en: 'Releases every week', ar: 'إصدارات جديدة كل أسبوع' } },
    ],
    button: { label: { en: 'See our work', ar: 'اطّلع على أعمالنا' }, to: '/our-work' },
  },
  {
    blockType: 'rich-text',
    tone: 'surface',
    title: { en: 'Your first month', ar: 'شهرك الأول' },
    body: {
      richText: {
        en: [
          'You join a project team in your first week, with a colleague who has been on it for a while as your guide.',
          { h3: 'What to expect' },
          {
            ul: [
              'A laptop and accounts ready on your first morning',
              'A small change shipped to production in your first two weeks',
              [{ b: 'A check-in' }, ' with your lead at the end of the month'],
            ],
          },
          { quote: 'We would rather you ask twice than guess once.' },
        ],
        ar: [
          'تنضمّ إلى فريق مشروع في أسبوعك الأول، ويرافقك زميل يعمل عليه منذ مدة.',
          { h3: 'ما الذي ينتظرك' },
          {
            ul: [
              'حاسوب وحسابات جاهزة في صباح يومك الأول',
              'تعديل صغير تطلقه إلى بيئة التشغيل خلال أسبوعيك الأولين',
              [{ b: 'لقاء متابعة' }, ' مع قائد فريقك في نهاية الشهر'],
            ],
          },
          { quote: 'نفضّل أن تسأل مرتين على أن تخمّن مرة واحدة.' },
        ],
      },
    },
  },
  {
    blockType: 'faq',
    eyebrow: { en: 'Questions', ar: 'أسئلة' },
    title: { en: 'Questions engineers ask us', ar: 'أسئلة يطرحها علينا المهندسون' },
    items: [
      {
        question: { en: 'Do I need to speak Arabic?', ar: 'هل أحتاج إلى التحدث بالعربية؟' },
        answer: {
          en: 'No. Our teams work in English; Arabic helps, and we help you read the Arabic screens you build.',
          ar: 'لا. تعمل فرقنا بالإنجليزية، والعربية ميزة إضافية، ونساعدك على قراءة الشاشات العربية التي تبنيها.',
        },
      },
      {
        question: { en: 'Can I work remotely?', ar: 'هل يمكنني العمل عن بُعد؟' },
        answer: {
          en: 'Most teams meet in the office three days a week and work where they like on the other two.',
          ar: 'تلتقي معظم الفرق في المكتب ثلاثة أيام في الأسبوع، ويعمل أفرادها من حيث يشاؤون في اليومين الآخرين.',
        },
      },
      {
        question: { en: 'Do you sponsor visas?', ar: 'هل توفرون كفالة التأشيرة؟' },
        answer: {
          en: 'Yes, in Kuwait and in the UAE, together with health insurance for you and your family.',
          ar: 'نعم، في الكويت والإمارات، مع تأمين صحي لك ولعائلتك.',
        },
      },
    ],
  },
  {
    blockType: 'video',
    tone: 'surface',
    title: { en: 'A day in the studio', ar: 'يوم في الاستوديو' },
    video: {
      seedFile: 'page-videos',
      file: 'hero-loop.mp4',
      alt: { en: 'A day in the studio', ar: 'يوم في الاستوديو' },
    },
    poster: {
      seedFile: 'page-images',
      file: 'hero-loop-poster.webp',
      alt: {
        en: 'The team’s shared workspace in Kuwait City',
        ar: 'مساحة العمل المشتركة للفريق في مدينة الكويت',
      },
    },
    caption: {
      en: 'Twenty seconds of an ordinary Tuesday.',
      ar: 'عشرون ثانية من يوم ثلاثاء عادي.',
    },
    transcript: {
      en: 'No speech. The video shows the team’s workspace: people at desks, a design review at a whiteboard and a release being checked on phones.',
      ar: 'لا يوجد كلام. يعرض الفيديو مساحة عمل الفريق: أشخاص إلى مكاتبهم، ومراجعة تصميم أمام لوح أبيض، وإصدار جديد يُفحص على الهواتف.',
    },
  },
  {
    blockType: 'stories-list',
    eyebrow: { en: 'What you would build', ar: 'ما ستبنيه' },
    title: { en: 'Products our engineers shipped', ar: 'منتجات أطلقها مهندسونا' },
  },
  {
    blockType: 'home-team',
    eyebrow: { en: 'Your colleagues', ar: 'زملاؤك' },
    title: { en: 'The people you would work with', ar: 'الأشخاص الذين ستعمل معهم' },
    ceoLabel: { en: 'Leading the company', ar: 'قيادة الشركة' },
  },
  {
    blockType: 'home-testimonials',
    title: { en: 'What our clients say', ar: 'ماذا يقول عملاؤنا' },
  },
  {
    blockType: 'home-partners',
    title: { en: 'Clients you would build for', ar: 'عملاء ستبني لهم' },
    logos: [
      partner('gulf-retail'),
      partner('marina-foods'),
      partner('bayan-care'),
      partner('khaleej-air'),
    ],
  },
  {
    blockType: 'screenshots',
    eyebrow: { en: 'Recent work', ar: 'أعمال حديثة' },
    title: { en: 'Screens our engineers shipped', ar: 'شاشات أطلقها مهندسونا' },
    columns: '2',
    items: [
      {
        title: { en: 'A restaurant’s ordering system', ar: 'نظام طلبات لمطعم' },
        description: {
          en: 'Orders, kitchen and delivery on one screen.',
          ar: 'الطلبات والمطبخ والتوصيل في شاشة واحدة.',
        },
        frame: 'browser',
        image: {
          seedFile: 'page-images',
          file: 'service-fandb-solution.webp',
          alt: {
            en: 'The ordering system’s order board',
            ar: 'لوحة الطلبات في نظام الطلبات',
          },
        },
      },
      {
        title: { en: 'A property manager’s portal', ar: 'بوابة لإدارة العقارات' },
        description: {
          en: 'Leases, payments and maintenance requests for tenants and owners.',
          ar: 'عقود الإيجار والمدفوعات وطلبات الصيانة للمستأجرين والملاك.',
        },
        frame: 'browser',
        image: {
          seedFile: 'page-images',
          file: 'service-property-management.webp',
          alt: {
            en: 'The portal’s list of units and their leases',
            ar: 'قائمة الوحدات وعقود إيجارها في البوابة',
          },
        },
      },
    ],
  },
  { blockType: 'spacer', size: 'small', line: true },
  {
    blockType: 'latest-posts',
    title: { en: 'From our engineers’ blog', ar: 'من مدونة مهندسينا' },
    count: '3',
  },
]

const applyBand = {
  blockType: 'cta-band',
  title: { en: 'Don’t see your role?', ar: 'لا ترى الدور المناسب لك؟' },
  text: {
    en: 'Tell us what you do best. We read every message and reply within a week.',
    ar: 'أخبرنا بما تُجيده. نقرأ كل رسالة ونردّ خلال أسبوع.',
  },
  button: { label: { en: 'Write to us', ar: 'راسلنا' }, to: '/contact' },
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
        button: { label: { en: 'Talk to us', ar: 'تواصل معنا' }, to: '/contact' },
        second_button: { label: { en: 'Meet the team', ar: 'تعرّف على الفريق' }, to: '/about' },
        art: 'about',
        size: 'regular',
        background: 'video',
        background_video: {
          seedFile: 'page-videos',
          file: 'hero-loop.mp4',
          alt: { en: 'The studio at work', ar: 'الاستوديو أثناء العمل' },
        },
        background_image: {
          seedFile: 'page-images',
          file: 'hero-loop-poster.webp',
          alt: {
            en: 'The team’s shared workspace in Kuwait City',
            ar: 'مساحة العمل المشتركة للفريق في مدينة الكويت',
          },
        },
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
        blockType: 'steps',
        tone: 'surface',
        eyebrow: { en: 'From application to offer', ar: 'من التقديم إلى العرض' },
        title: { en: 'Four steps, about three weeks', ar: 'أربع خطوات في نحو ثلاثة أسابيع' },
        items: [
          {
            title: { en: 'You apply', ar: 'تقدّم طلبك' },
            description: {
              en: 'A short form below, with a link to your work if you have one.',
              ar: 'نموذج قصير أدناه، مع رابط لأعمالك إن وُجد.',
            },
          },
          {
            title: { en: 'A first conversation', ar: 'محادثة أولى' },
            description: {
              en: 'Thirty minutes with the lead of the team you would join.',
              ar: 'ثلاثون دقيقة مع قائد الفريق الذي ستنضم إليه.',
            },
          },
          {
            title: { en: 'A small paid task', ar: 'مهمة صغيرة مدفوعة' },
            description: {
              en: 'A few hours of real work, paid whatever the outcome.',
              ar: 'بضع ساعات من عمل حقيقي، مدفوعة الأجر أيًّا كانت النتيجة.',
            },
          },
          {
            title: { en: 'Meet the team', ar: 'لقاء الفريق' },
            description: {
              en: 'Lunch with the people you would work with, then our answer.',
              ar: 'غداء مع من ستعمل معهم، ثم نرسل إليك ردّنا.',
            },
          },
        ],
      },
      {
        blockType: 'timeline',
        title: { en: 'Your first twelve weeks', ar: 'أسابيعك الاثنا عشر الأولى' },
        timeline_title: { en: 'A 12-week start', ar: 'بداية من 12 أسبوعًا' },
        items: [
          {
            from_week: 1,
            to_week: 2,
            period: { en: 'Weeks 1–2', ar: 'الأسبوعان 1-2' },
            task: {
              en: 'Meet both offices, set up, ship a first small change',
              ar: 'التعرّف على المكتبين والتجهيز وإطلاق أول تعديل صغير',
            },
          },
          {
            from_week: 3,
            to_week: 8,
            period: { en: 'Weeks 3–8', ar: 'الأسابيع 3-8' },
            task: {
              en: 'Work on a client project beside a mentor',
              ar: 'العمل على مشروع لعميل بجانب مرشد',
            },
          },
          {
            from_week: 9,
            to_week: 12,
            period: { en: 'Weeks 9–12', ar: 'الأسابيع 9-12' },
            task: {
              en: 'Own a feature from design to release',
              ar: 'تولّي ميزة كاملة من التصميم حتى الإطلاق',
            },
          },
        ],
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
    backToTop: true,
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
        background: 'image',
        background_image: {
          seedFile: 'page-images',
          file: 'service-erp-solution.webp',
          alt: {
            en: 'A business system’s dashboard on a laptop',
            ar: 'لوحة معلومات نظام أعمال على حاسوب محمول',
          },
        },
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
            image: WEB_SCREENS,
          },
          {
            icon: 'Smartphone',
            title: { en: 'Mobile', ar: 'تطبيقات الجوال' },
            text: {
              en: 'iOS and Android apps in React Native and Flutter, right to left from day one.',
              ar: 'تطبيقات iOS وAndroid بتقنيتي React Native وFlutter، تدعم الكتابة من اليمين إلى اليسار منذ اليوم الأول.',
            },
            image: {
              seedFile: 'page-images',
              file: 'service-mobile-app.webp',
              alt: {
                en: 'A mobile app’s screens in English and Arabic',
                ar: 'شاشات تطبيق جوال بالإنجليزية والعربية',
              },
            },
          },
          {
            icon: 'Database',
            title: { en: 'Business systems', ar: 'أنظمة الأعمال' },
            text: {
              en: 'ERP, inventory and accounting systems that run our clients’ daily work.',
              ar: 'أنظمة تخطيط الموارد والمخزون والمحاسبة التي تدير العمل اليومي لعملائنا.',
            },
            image: {
              seedFile: 'page-images',
              file: 'service-erp-solution.webp',
              alt: {
                en: 'A business system’s dashboard on a laptop',
                ar: 'لوحة معلومات نظام أعمال على حاسوب محمول',
              },
            },
          },
        ],
      },
      ...libraryExamples,
      applyBand,
    ],
  },
]
