/**
 * The home page's built-in records: what the hero, features, team and
 * testimonials show when their CMS collections cannot be read or are empty
 * (docs/PRODUCT.md, Home fallbacks). They live in code, not in the CMS: they
 * stand in precisely when the CMS cannot answer. Every text in both languages.
 */
import type { Bilingual } from '@/lib/bilingual'

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
export const BUILTIN_FEATURES: { iconName: string; title: Bilingual; description: Bilingual }[] = [
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
export const BUILTIN_TEAM: { name: Bilingual; position: Bilingual; isCeo: boolean }[] = [
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
  quote: Bilingual
  authorName: Bilingual
  authorPosition: Bilingual
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
