/**
 * The home page's static records (docs/PRODUCT.md, Home page) and the built-in
 * content that stands in when the CMS has nothing or cannot be read (Home
 * fallbacks): the
 * hero slide, the six feature cards, four team members and four
 * testimonials. Every visitor-visible text comes in both languages.
 */
import type { Locale } from '@/i18n/routing'

export type HomeText = { en: string; ar: string }

export const inLocale = (text: HomeText, locale: Locale): string => text[locale]

/** The hero text block's four statistics. Values keep Western digits. */
export const HOME_STATS: { value: HomeText; label: HomeText }[] = [
  { value: { en: '50+', ar: '50+' }, label: { en: 'Companies served', ar: 'شركة نخدمها' } },
  { value: { en: '10+', ar: '10+' }, label: { en: 'Products built', ar: 'منتجًا طوّرناه' } },
  {
    // Arabic writes its own unit (no Latin "M"), still with Western digits.
    value: { en: '5M+', ar: '+5 ملايين' },
    label: { en: 'Revenue generated for clients', ar: 'إيرادات حققناها لعملائنا' },
  },
  { value: { en: '20+', ar: '20+' }, label: { en: 'Apps launched', ar: 'تطبيقًا أطلقناه' } },
]

/** The customer-support block's three figures. */
export const SUPPORT_STATS: { value: HomeText; label: HomeText }[] = [
  {
    value: { en: '24/7', ar: '24/7' },
    label: { en: 'Support, every day of the year', ar: 'دعم طوال أيام السنة' },
  },
  {
    value: { en: '98%', ar: '98%' },
    label: { en: 'Customer satisfaction', ar: 'نسبة رضا العملاء' },
  },
  {
    value: { en: '5 min', ar: '5 دقائق' },
    label: { en: 'Average response time', ar: 'متوسط زمن الاستجابة' },
  },
]

export type SolutionId = 'website' | 'mobile' | 'ecommerce'

/** The three solution tabs, each with an explore link to /contact. */
export const SOLUTIONS: {
  id: SolutionId
  tab: HomeText
  title: HomeText
  text: HomeText
  points: HomeText[]
  imageAlt: HomeText
}[] = [
  {
    id: 'website',
    tab: { en: 'Website', ar: 'المواقع' },
    title: { en: 'Websites that win customers', ar: 'مواقع إلكترونية تكسب العملاء' },
    text: {
      en: 'Fast, bilingual corporate sites and web applications that rank on search engines, load in a blink and turn visitors into enquiries.',
      ar: 'مواقع مؤسسية وتطبيقات ويب سريعة بلغتين، تتصدّر نتائج البحث وتُفتح في لمح البصر وتحوّل الزوار إلى عملاء.',
    },
    points: [
      {
        en: 'Arabic and English, right to left done right',
        ar: 'العربية والإنجليزية مع اتجاه صحيح من اليمين إلى اليسار',
      },
      { en: 'Content you edit yourself', ar: 'محتوى تعدّله بنفسك' },
      { en: 'Search-friendly and accessible', ar: 'متوافقة مع محركات البحث وسهلة الوصول' },
    ],
    imageAlt: {
      en: 'A company website with a dashboard, shown in a browser window',
      ar: 'موقع شركة مع لوحة معلومات داخل نافذة متصفح',
    },
  },
  {
    id: 'mobile',
    tab: { en: 'Mobile', ar: 'التطبيقات' },
    title: { en: 'Apps people open every day', ar: 'تطبيقات يفتحها الناس كل يوم' },
    text: {
      en: 'Native-feeling iOS and Android apps, from the first sketch to the app stores, with the support to keep them running.',
      ar: 'تطبيقات iOS وAndroid بأداء التطبيقات الأصلية، من الفكرة الأولى حتى متاجر التطبيقات، مع دعم يبقيها تعمل دون توقف.',
    },
    points: [
      { en: 'One codebase for iOS and Android', ar: 'شيفرة واحدة لنظامي iOS وAndroid' },
      { en: 'Push notifications and payments', ar: 'إشعارات فورية ومدفوعات إلكترونية' },
      { en: 'App store launch handled for you', ar: 'نتولى إطلاق التطبيق في المتاجر' },
    ],
    imageAlt: {
      en: 'Three mobile app screens side by side',
      ar: 'ثلاث شاشات لتطبيق جوال متجاورة',
    },
  },
  {
    id: 'ecommerce',
    tab: { en: 'E-commerce', ar: 'المتاجر' },
    title: { en: 'Online stores that sell', ar: 'متاجر إلكترونية تبيع' },
    text: {
      en: 'Stores with local payment methods, delivery zones and stock kept in sync with your branches, ready for your busiest season.',
      ar: 'متاجر بوسائل دفع محلية ومناطق توصيل ومخزون متزامن مع فروعك، جاهزة لأكثر مواسمك ازدحامًا.',
    },
    points: [
      { en: 'KNET, cards and Apple Pay', ar: 'KNET والبطاقات وApple Pay' },
      { en: 'Delivery and pickup in one checkout', ar: 'التوصيل والاستلام في صفحة دفع واحدة' },
      { en: 'Sales reports in real time', ar: 'تقارير مبيعات لحظية' },
    ],
    imageAlt: {
      en: 'An online store with product cards and a basket',
      ar: 'متجر إلكتروني ببطاقات منتجات وسلة مشتريات',
    },
  },
]

export type PartnerLogoId =
  | 'gulf-retail'
  | 'marina-foods'
  | 'al-noor'
  | 'bayan-care'
  | 'sadu-style'
  | 'wafra-auto'
  | 'khaleej-air'

/** The partner-logo strip (neutral wordmarks drawn for the project). */
export const PARTNERS: { id: PartnerLogoId; name: string }[] = [
  { id: 'gulf-retail', name: 'Gulf Retail' },
  { id: 'marina-foods', name: 'Marina Foods' },
  { id: 'al-noor', name: 'Al Noor Realty' },
  { id: 'bayan-care', name: 'Bayan Care' },
  { id: 'sadu-style', name: 'Sadu Style' },
  { id: 'wafra-auto', name: 'Wafra Auto' },
  { id: 'khaleej-air', name: 'Khaleej Air' },
]

/** The one built-in hero slide used when the slides cannot be read. */
export const BUILTIN_HERO_SLIDE = {
  title: { en: 'Seamless Tech. Real Impact.', ar: 'تقنية سلسة. أثر حقيقي.' },
  subtitle: {
    en: 'We build intuitive digital experiences — ERP, e-commerce, mobile apps and automation tools that run real businesses.',
    ar: 'نبني تجارب رقمية سهلة الاستخدام — أنظمة تخطيط موارد المؤسسات (ERP) والتجارة الإلكترونية وتطبيقات الجوال وأدوات الأتمتة التي تدير أعمالًا حقيقية.',
  },
  buttonText: { en: 'Explore our services', ar: 'تعرّف على خدماتنا' },
  buttonLink: '/what-we-do',
  videoUrl: '/clip1.mp4',
  posterUrl: '/clip1-poster.webp',
}

/** The six built-in feature cards (icon names of src/lib/icon-names.ts). */
export const BUILTIN_FEATURES: { iconName: string; title: HomeText; description: HomeText }[] = [
  {
    iconName: 'Monitor',
    title: { en: 'Web development', ar: 'تطوير المواقع الإلكترونية' },
    description: {
      en: 'Fast, secure, bilingual websites and portals that rank and convert.',
      ar: 'مواقع وبوابات سريعة وآمنة بلغتين، تتصدّر نتائج البحث وتجلب العملاء.',
    },
  },
  {
    iconName: 'Smartphone',
    title: { en: 'Mobile apps', ar: 'تطبيقات الجوال' },
    description: {
      en: 'iOS and Android apps with a native feel, built to be used every day.',
      ar: 'تطبيقات iOS وAndroid بأداء التطبيقات الأصلية، مصمّمة للاستخدام اليومي.',
    },
  },
  {
    iconName: 'ShoppingCart',
    title: { en: 'E-commerce', ar: 'التجارة الإلكترونية' },
    description: {
      en: 'Online stores with local payments, delivery and stock in sync.',
      ar: 'متاجر إلكترونية بمدفوعات محلية وتوصيل ومخزون متزامن.',
    },
  },
  {
    iconName: 'Building2',
    title: { en: 'Property management', ar: 'نظام إدارة العقارات' },
    description: {
      en: 'Listings, leases, rent collection and maintenance in one place.',
      ar: 'العروض والعقود وتحصيل الإيجارات والصيانة في مكان واحد.',
    },
  },
  {
    iconName: 'BarChart3',
    title: { en: 'ERP suite', ar: 'نظام تخطيط موارد المؤسسات (ERP)' },
    description: {
      en: 'Nine connected modules from the kitchen to the books.',
      ar: 'تسع وحدات مترابطة من المطبخ حتى الحسابات.',
    },
  },
  {
    iconName: 'UtensilsCrossed',
    title: { en: 'Food & beverage software', ar: 'برمجيات المطاعم والأغذية والمشروبات' },
    description: {
      en: 'Menus, orders, delivery and QR dine-in for restaurants.',
      ar: 'قوائم وطلبات وتوصيل وطلبات برمز QR داخل المطعم.',
    },
  },
]

/** The four built-in team members (the first is the CEO). */
export const BUILTIN_TEAM: { name: HomeText; position: HomeText; isCeo: boolean }[] = [
  {
    name: { en: 'Yousef Al-Ahmad', ar: 'يوسف الأحمد' },
    position: { en: 'Founder & Chief Executive Officer', ar: 'المؤسس والرئيس التنفيذي' },
    isCeo: true,
  },
  {
    name: { en: 'Noura Al-Mutairi', ar: 'نورة المطيري' },
    position: { en: 'Head of Product Design', ar: 'رئيسة تصميم المنتجات' },
    isCeo: false,
  },
  {
    name: { en: 'Khalid Haddad', ar: 'خالد حداد' },
    position: { en: 'Chief Technology Officer', ar: 'المدير التقني' },
    isCeo: false,
  },
  {
    name: { en: 'Sara Rahman', ar: 'سارة رحمن' },
    position: { en: 'Lead Mobile Engineer', ar: 'كبيرة مهندسي تطبيقات الجوال' },
    isCeo: false,
  },
]

/** The four built-in testimonials; each names a built-in logo. */
export const BUILTIN_TESTIMONIALS: {
  quote: HomeText
  authorName: HomeText
  authorPosition: HomeText
  logoName: string
}[] = [
  {
    quote: {
      en: 'Nakhla Suite brought our kitchens, stock and books into one system. We closed last month in two days instead of ten.',
      ar: 'جمع Nakhla Suite مطابخنا ومخزوننا وحساباتنا في نظام واحد، وأقفلنا الشهر الماضي في يومين بدل عشرة.',
    },
    authorName: { en: 'Ahmad Al-Sabah', ar: 'أحمد الصباح' },
    authorPosition: { en: 'Chief Financial Officer', ar: 'المدير المالي' },
    logoName: 'business-suite',
  },
  {
    quote: {
      en: 'Our tenants pay rent and report repairs from their phones. Our managers finally see every building on one screen.',
      ar: 'يدفع مستأجرونا الإيجار ويبلّغون عن الأعطال من هواتفهم، وأصبح مديرونا يرون كل المباني على شاشة واحدة.',
    },
    authorName: { en: 'Fatma Al-Shammari', ar: 'فاطمة الشمري' },
    authorPosition: { en: 'Property Portfolio Manager', ar: 'مديرة محفظة العقارات' },
    logoName: 'rentals',
  },
  {
    quote: {
      en: 'Every order from every app lands on one kitchen screen. Mistakes dropped and our delivery times are the best they have been.',
      ar: 'تصل كل الطلبات من كل التطبيقات إلى شاشة مطبخ واحدة، فقلّت الأخطاء وأصبحت أوقات التوصيل في أفضل حالاتها.',
    },
    authorName: { en: 'Bader Al-Azmi', ar: 'بدر العازمي' },
    authorPosition: { en: 'Operations Manager', ar: 'مدير العمليات' },
    logoName: 'kitchen',
  },
  {
    quote: {
      en: 'Guests order from the table by QR code and pay in seconds. Table turnover went up in the first month.',
      ar: 'يطلب ضيوفنا من الطاولة برمز QR ويدفعون في ثوانٍ، وارتفع معدل دوران الطاولات منذ الشهر الأول.',
    },
    authorName: { en: 'Reem Al-Qattan', ar: 'ريم القطان' },
    authorPosition: { en: 'Restaurant Owner', ar: 'مالكة مطعم' },
    logoName: 'dining',
  },
]

/** Built-in logo names (public/logos/<name>.svg) a testimonial may name (docs/PRODUCT.md, Home fallbacks). */
export const BUILTIN_LOGO_NAMES = ['business-suite', 'rentals', 'kitchen', 'dining'] as const
export const DEFAULT_LOGO = '/logos/default.svg'
