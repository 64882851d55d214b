import type { SeedLayout } from '../service-pages/types'
import { partner } from '../partners'

const same = (text: string) => ({ en: text, ar: text })

/** The home page's sections, top to bottom (the records inside come from their collections). */
export const home: SeedLayout = [
  {
    blockType: 'home-hero',
    eyebrow: {
      en: 'Software & IT services · Kuwait · Abu Dhabi',
      ar: 'برمجيات وخدمات تقنية · الكويت · أبوظبي',
    },
    contactLabel: { en: 'Talk to us', ar: 'تحدّث إلينا' },
    dashboardLabel: {
      en: 'A business dashboard: orders, revenue and stock alerts',
      ar: 'لوحة معلومات لأعمال تجارية: الطلبات والإيرادات وتنبيهات المخزون',
    },
    dashboardFigures: [
      { label: { en: 'Orders today', ar: 'طلبات اليوم' }, value: same('1,284') },
      { label: { en: 'Revenue', ar: 'الإيرادات' }, value: same('KWD 9.4k') },
      { label: { en: 'Stock alerts', ar: 'تنبيهات المخزون' }, value: same('3') },
    ],
  },
  {
    blockType: 'home-solutions',
    eyebrow: { en: 'Solutions', ar: 'الحلول' },
    title: { en: 'Pick where you want to grow', ar: 'اختر المجال الذي تريد أن تنمو فيه' },
    lead: {
      en: 'Three ways we help businesses reach their customers.',
      ar: 'ثلاث طرق نساعد بها الشركات على الوصول إلى عملائها.',
    },
    button: { label: { en: 'Explore this solution', ar: 'اكتشف هذا الحل' }, to: '/contact' },
    solutions: [
      {
        tab: { en: 'Website', ar: 'المواقع' },
        picture: 'website',
        title: { en: 'Websites that win customers', ar: 'مواقع إلكترونية تكسب العملاء' },
        text: {
          en: 'Fast, bilingual corporate sites and web applications that rank on search engines, load in a blink and turn visitors into enquiries.',
          ar: 'مواقع مؤسسية وتطبيقات ويب سريعة بلغتين، تتصدّر نتائج البحث وتُفتح في لمح البصر وتحوّل الزوار إلى عملاء.',
        },
        points: [
          {
            text: {
              en: 'Arabic and English, right to left done right',
              ar: 'العربية والإنجليزية مع اتجاه صحيح من اليمين إلى اليسار',
            },
          },
          { text: { en: 'Content you edit yourself', ar: 'محتوى تعدّله بنفسك' } },
          {
            text: {
              en: 'Search-friendly and accessible',
              ar: 'متوافقة مع محركات البحث وسهلة الوصول',
            },
          },
        ],
        pictureAlt: {
          en: 'A company website with a dashboard, shown in a browser window',
          ar: 'موقع شركة مع لوحة معلومات داخل نافذة متصفح',
        },
      },
      {
        tab: { en: 'Mobile', ar: 'التطبيقات' },
        picture: 'mobile',
        title: { en: 'Apps people open every day', ar: 'تطبيقات يفتحها الناس كل يوم' },
        text: {
          en: 'Native-feeling iOS and Android apps, from the first sketch to the app stores, with the support to keep them running.',
          ar: 'تطبيقات iOS وAndroid بأداء التطبيقات الأصلية، من الفكرة الأولى حتى متاجر التطبيقات، مع دعم يبقيها تعمل دون توقف.',
        },
        points: [
          {
            text: { en: 'One codebase for iOS and Android', ar: 'شيفرة واحدة لنظامي iOS وAndroid' },
          },
          {
            text: { en: 'Push notifications and payments', ar: 'إشعارات فورية ومدفوعات إلكترونية' },
          },
          {
            text: { en: 'App store launch handled for you', ar: 'نتولى إطلاق التطبيق في المتاجر' },
          },
        ],
        pictureAlt: {
          en: 'Three mobile app screens side by side',
          ar: 'ثلاث شاشات لتطبيق جوال متجاورة',
        },
      },
      {
        tab: { en: 'E-commerce', ar: 'المتاجر' },
        picture: 'ecommerce',
        title: { en: 'Online stores that sell', ar: 'متاجر إلكترونية تبيع' },
        text: {
          en: 'Stores with local payment methods, delivery zones and stock kept in sync with your branches, ready for your busiest season.',
          ar: 'متاجر بوسائل دفع محلية ومناطق توصيل ومخزون متزامن مع فروعك، جاهزة لأكثر مواسمك ازدحامًا.',
        },
        points: [
          { text: { en: 'KNET, cards and Apple Pay', ar: 'KNET والبطاقات وApple Pay' } },
          {
            text: {
              en: 'Delivery and pickup in one checkout',
              ar: 'التوصيل والاستلام في صفحة دفع واحدة',
            },
          },
          { text: { en: 'Sales reports in real time', ar: 'تقارير مبيعات لحظية' } },
        ],
        pictureAlt: {
          en: 'An online store with product cards and a basket',
          ar: 'متجر إلكتروني ببطاقات منتجات وسلة مشتريات',
        },
      },
    ],
  },
  {
    blockType: 'home-intro',
    figures: [
      { value: same('50+'), label: { en: 'Companies served', ar: 'شركة نخدمها' } },
      { value: same('10+'), label: { en: 'Products built', ar: 'منتجًا طوّرناه' } },
      {
        // Arabic writes its own unit (no Latin "M"), still with Western digits.
        value: { en: '5M+', ar: '+5 ملايين' },
        label: { en: 'Revenue generated for clients', ar: 'إيرادات حققناها لعملائنا' },
      },
      { value: same('20+'), label: { en: 'Apps launched', ar: 'تطبيقًا أطلقناه' } },
    ],
    eyebrow: { en: 'Who we are', ar: 'من نحن' },
    title: { en: 'Software that runs real businesses', ar: 'برمجيات تدير أعمالًا حقيقية' },
    text: {
      en: 'We design, build and support the websites, apps and business systems that companies across Kuwait and the Gulf run on every day — one team from the first workshop to launch and beyond.',
      ar: 'نصمّم ونبني وندعم المواقع والتطبيقات وأنظمة الأعمال التي تعتمد عليها الشركات في الكويت والخليج كل يوم — فريق واحد من ورشة العمل الأولى حتى الإطلاق وما بعده.',
    },
    button: { label: { en: 'Start your project', ar: 'ابدأ مشروعك' }, to: '/contact' },
  },
  {
    blockType: 'home-partners',
    title: { en: 'Trusted by teams across the Gulf', ar: 'شركاء يثقون بنا في أنحاء الخليج' },
    logos: [
      partner('gulf-retail'),
      partner('marina-foods'),
      partner('al-noor'),
      partner('bayan-care'),
      partner('sadu-style'),
      partner('wafra-auto'),
      partner('khaleej-air'),
    ],
  },
  {
    blockType: 'home-features',
    eyebrow: { en: 'What we build', ar: 'ماذا نبني' },
    title: { en: 'Software for the whole business', ar: 'برمجيات لأعمالك بالكامل' },
    lead: {
      en: 'Six practices, one team — from the first sketch to the app store and beyond.',
      ar: 'ست خدمات وفريق واحد — من الفكرة الأولى حتى متجر التطبيقات وما بعده.',
    },
  },
  {
    blockType: 'home-support',
    eyebrow: { en: 'Customer support', ar: 'دعم العملاء' },
    title: { en: 'Real people, around the clock', ar: 'فريق حقيقي في خدمتك على مدار الساعة' },
    text: {
      en: 'Our support team in Kuwait answers by phone, e-mail and chat, in Arabic and English, every day of the year.',
      ar: 'يجيبك فريق الدعم لدينا في الكويت عبر الهاتف والبريد الإلكتروني والمحادثة، بالعربية والإنجليزية، طوال أيام السنة.',
    },
    button: { label: { en: 'Contact support', ar: 'تواصل مع الدعم' }, to: '/contact' },
    figures: [
      {
        value: same('24/7'),
        label: { en: 'Support, every day of the year', ar: 'دعم طوال أيام السنة' },
      },
      { value: same('98%'), label: { en: 'Customer satisfaction', ar: 'نسبة رضا العملاء' } },
      {
        value: { en: '5 min', ar: '5 دقائق' },
        label: { en: 'Average response time', ar: 'متوسط زمن الاستجابة' },
      },
    ],
  },
  {
    blockType: 'home-team',
    eyebrow: { en: 'Our team', ar: 'فريقنا' },
    title: { en: 'The people behind the work', ar: 'الفريق الذي يقف وراء أعمالنا' },
    lead: {
      en: 'Designers, engineers and consultants who know the Gulf market.',
      ar: 'مصممون ومهندسون ومستشارون يعرفون سوق الخليج جيدًا.',
    },
    ceoLabel: { en: 'Leading the company', ar: 'قيادة الشركة' },
  },
  {
    blockType: 'home-testimonials',
    title: { en: "You're in good company", ar: 'شركاء يثقون بنا' },
    lead: {
      en: 'More than 8,530 businesses trust us to run their websites, apps and operations.',
      ar: 'أكثر من 8,530 شركة تثق بنا لإدارة مواقعها وتطبيقاتها وعملياتها.',
    },
  },
]
