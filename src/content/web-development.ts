/**
 * Web development page records (spec §2 Web development): the six-site
 * portfolio, three main points, four statistics, six service cards and the
 * twelve technologies. Page chrome (headings, hero, CTA) is in the
 * `servicePages.webDevelopment` messages.
 */
import type { FeatureCard, ImageRef, PortfolioWebItem, Statistic, Technology } from './types'

const IMG = '/images/services/web-development'

export const heroImage: ImageRef = {
  src: `${IMG}/hero.webp`,
  width: 1200,
  height: 750,
  alt: {
    en: 'A bilingual corporate website on desktop: navigation, hero banner, service cards and a performance score of 98',
    ar: 'موقع مؤسسي ثنائي اللغة على شاشة الحاسوب: قائمة تنقل وواجهة رئيسية وبطاقات خدمات ومؤشر أداء بدرجة 98',
  },
}

const site = (id: string, alt: { en: string; ar: string }): ImageRef => ({
  src: `${IMG}/${id}.webp`,
  width: 1200,
  height: 750,
  alt,
})

export const portfolio: PortfolioWebItem[] = [
  {
    id: 'al-noor-trading',
    title: { en: 'Al Noor Trading', ar: 'النور للتجارة' },
    description: {
      en: 'A bilingual corporate site for a Kuwaiti trading group with six divisions, each run by its own team from one CMS.',
      ar: 'موقع مؤسسي ثنائي اللغة لمجموعة تجارية كويتية بستة قطاعات، يدير كل فريق قسمه من نظام محتوى واحد.',
    },
    image: site('al-noor-trading', {
      en: 'Al Noor Trading home page: a wide banner, the six business divisions as cards and a contact strip',
      ar: 'الصفحة الرئيسية لموقع النور للتجارة: واجهة عريضة وقطاعات الأعمال الستة في بطاقات وشريط للتواصل',
    }),
    url: 'https://www.alnoor-trading.example',
    tags: [
      { en: 'Corporate', ar: 'موقع مؤسسي' },
      { en: 'Bilingual', ar: 'ثنائي اللغة' },
      { en: 'CMS', ar: 'إدارة المحتوى' },
    ],
    features: [
      {
        en: 'Arabic and English with mirrored layouts',
        ar: 'العربية والإنجليزية بتخطيط منعكس لكل لغة',
      },
      { en: 'Division pages edited by their own teams', ar: 'صفحات القطاعات يحررها فريق كل قطاع' },
      {
        en: 'Tender and careers sections with forms',
        ar: 'قسما المناقصات والوظائف مع نماذج التقديم',
      },
    ],
  },
  {
    id: 'marina-foods',
    title: { en: 'Marina Foods', ar: 'مارينا فودز' },
    description: {
      en: 'A restaurant group site with live menus, branch finder and table reservations for nine branches across Kuwait.',
      ar: 'موقع لمجموعة مطاعم يعرض قوائم الطعام محدّثة ويرشد إلى أقرب فرع ويتيح حجز الطاولات في تسعة فروع بالكويت.',
    },
    image: site('marina-foods', {
      en: 'Marina Foods site: a menu grid of dishes with prices in KWD and a reserve-a-table button',
      ar: 'موقع مارينا فودز: شبكة أطباق بأسعارها بالدينار الكويتي وزر لحجز طاولة',
    }),
    url: 'https://www.marinafoods.example',
    tags: [
      { en: 'Hospitality', ar: 'الضيافة' },
      { en: 'Reservations', ar: 'الحجوزات' },
    ],
    features: [
      { en: 'Menus updated from the kitchen system', ar: 'قوائم طعام تُحدَّث مباشرة من نظام المطبخ' },
      { en: 'Branch finder with opening hours', ar: 'دليل الفروع مع مواعيد العمل' },
      { en: 'Table booking with SMS confirmation', ar: 'حجز الطاولات مع تأكيد برسالة نصية' },
    ],
  },
  {
    id: 'desert-logistics',
    title: { en: 'Desert Logistics', ar: 'ديزرت للخدمات اللوجستية' },
    description: {
      en: 'A customer portal where shippers book freight, track every consignment and download invoices.',
      ar: 'بوابة عملاء يحجز منها الشاحنون شحناتهم ويتتبعون كل إرسالية ويحمّلون فواتيرهم.',
    },
    image: site('desert-logistics', {
      en: 'Desert Logistics portal: a shipment tracking table with statuses and a route map',
      ar: 'بوابة ديزرت للخدمات اللوجستية: جدول لتتبع الشحنات وحالاتها وخريطة للمسار',
    }),
    url: 'https://portal.desertlogistics.example',
    tags: [
      { en: 'Web application', ar: 'تطبيق ويب' },
      { en: 'Logistics', ar: 'الخدمات اللوجستية' },
      { en: 'API integration', ar: 'تكامل الأنظمة' },
    ],
    features: [
      { en: 'Real-time tracking from the fleet system', ar: 'تتبع لحظي مرتبط بنظام الأسطول' },
      { en: 'Online booking and quotations', ar: 'حجز الشحنات وطلب عروض الأسعار إلكترونيًا' },
      { en: 'Invoices and proof of delivery as PDF', ar: 'الفواتير وإثباتات التسليم بصيغة PDF' },
    ],
  },
  {
    id: 'gulf-retail',
    title: { en: 'Gulf Retail Group', ar: 'مجموعة الخليج للتجزئة' },
    description: {
      en: 'A brand and investor site for a retail group in Kuwait, the UAE and Bahrain, with store locator and press room.',
      ar: 'موقع للعلامة التجارية وعلاقات المستثمرين لمجموعة تجزئة في الكويت والإمارات والبحرين، مع دليل للمتاجر وغرفة أخبار.',
    },
    image: site('gulf-retail', {
      en: 'Gulf Retail Group site: brand tiles, a store locator by country and the latest news',
      ar: 'موقع مجموعة الخليج للتجزئة: مربعات العلامات التجارية ودليل المتاجر حسب الدولة وآخر الأخبار',
    }),
    url: 'https://www.gulfretail.example',
    tags: [
      { en: 'Corporate', ar: 'موقع مؤسسي' },
      { en: 'Multi-country', ar: 'متعدد الدول' },
    ],
    features: [
      { en: 'Store locator for three countries', ar: 'دليل متاجر في ثلاث دول' },
      { en: 'Investor reports and press releases', ar: 'تقارير المستثمرين والبيانات الصحفية' },
      { en: 'Page speed score above 95', ar: 'سرعة تحميل تتجاوز 95 نقطة' },
    ],
  },
  {
    id: 'sidra-clinics',
    title: { en: 'Sidra Clinics', ar: 'عيادات السدرة' },
    description: {
      en: 'A medical centre site where patients choose a doctor, book a slot and receive reminders, in Arabic or English.',
      ar: 'موقع لمركز طبي يختار فيه المريض طبيبه ويحجز موعده ويتلقى التذكيرات، بالعربية أو الإنجليزية.',
    },
    image: site('sidra-clinics', {
      en: 'Sidra Clinics booking page: doctor profiles and a calendar of free appointment slots',
      ar: 'صفحة الحجز في عيادات السدرة: ملفات الأطباء وتقويم بالمواعيد المتاحة',
    }),
    url: 'https://www.sidraclinics.example',
    tags: [
      { en: 'Healthcare', ar: 'الرعاية الصحية' },
      { en: 'Booking', ar: 'حجز المواعيد' },
      { en: 'Bilingual', ar: 'ثنائي اللغة' },
    ],
    features: [
      { en: 'Online booking for 14 specialities', ar: 'حجز إلكتروني في 14 تخصصًا' },
      { en: 'SMS and e-mail reminders', ar: 'تذكيرات عبر الرسائل النصية والبريد الإلكتروني' },
      { en: 'Doctor profiles managed by reception', ar: 'ملفات الأطباء يديرها قسم الاستقبال' },
    ],
  },
  {
    id: 'wafra-academy',
    title: { en: 'Wafra Academy', ar: 'أكاديمية الوفرة' },
    description: {
      en: 'A training academy site with a course catalogue, online registration and payment, and a learner dashboard.',
      ar: 'موقع لأكاديمية تدريب يضم دليل الدورات والتسجيل والدفع الإلكتروني ولوحة متابعة للمتدرب.',
    },
    image: site('wafra-academy', {
      en: 'Wafra Academy course catalogue: course cards with dates, duration and a register button',
      ar: 'دليل الدورات في أكاديمية الوفرة: بطاقات الدورات بتواريخها ومدتها وزر التسجيل',
    }),
    url: 'https://www.wafra-academy.example',
    tags: [
      { en: 'Education', ar: 'التعليم' },
      { en: 'Payments', ar: 'الدفع الإلكتروني' },
    ],
    features: [
      { en: 'Course registration with KNET payment', ar: 'التسجيل في الدورات والدفع عبر كي نت' },
      { en: 'Learner dashboard and certificates', ar: 'لوحة للمتدرب وشهادات إتمام' },
      { en: 'Catalogue filters by topic and date', ar: 'تصفية الدورات حسب المجال والتاريخ' },
    ],
  },
]

/** The three main points. */
export const mainPoints: FeatureCard[] = [
  {
    icon: 'Code',
    title: { en: 'Custom development', ar: 'تطوير مخصص' },
    description: {
      en: 'Built around how your business works, not bent to fit a template. You own the code.',
      ar: 'نبني الموقع حول طريقة عمل منشأتك، لا نحشرها في قالب جاهز. والشيفرة البرمجية ملك لك.',
    },
  },
  {
    icon: 'Smartphone',
    title: { en: 'Responsive design', ar: 'تصميم متجاوب' },
    description: {
      en: 'Every page is designed for the phone first, then the tablet and the desktop, in both languages.',
      ar: 'نصمم كل صفحة للجوال أولًا ثم للجهاز اللوحي والحاسوب، وباللغتين.',
    },
  },
  {
    icon: 'Search',
    title: { en: 'SEO optimised', ar: 'متوافق مع محركات البحث' },
    description: {
      en: 'Fast pages, clean structure and bilingual metadata, so customers find you in Arabic and English searches.',
      ar: 'صفحات سريعة وبنية واضحة وبيانات وصفية باللغتين، ليجدك عملاؤك في نتائج البحث بالعربية والإنجليزية.',
    },
  },
]

export const stats: Statistic[] = [
  { value: '50+', label: { en: 'Live projects', ar: 'مشروع قائم' } },
  { value: '100%', label: { en: 'Client satisfaction', ar: 'رضا العملاء' } },
  { value: '3+', label: { en: 'Countries', ar: 'دول' } },
  { value: '24/7', label: { en: 'Support', ar: 'دعم فني' } },
]

/** The six service cards. */
export const services: FeatureCard[] = [
  {
    icon: 'Building2',
    title: { en: 'Corporate websites', ar: 'المواقع المؤسسية' },
    description: {
      en: 'A clear, credible home for your company, easy for your team to keep current.',
      ar: 'واجهة واضحة وموثوقة لشركتك، يسهل على فريقك تحديثها باستمرار.',
    },
    features: [
      { en: 'Bilingual, right-to-left ready', ar: 'ثنائية اللغة وتدعم الكتابة من اليمين' },
      { en: 'Brand-led design', ar: 'تصميم ينطلق من هويتك' },
      { en: 'Lead and enquiry forms', ar: 'نماذج للاستفسارات والطلبات' },
    ],
  },
  {
    icon: 'LayoutDashboard',
    title: { en: 'Web applications', ar: 'تطبيقات الويب' },
    description: {
      en: 'Portals, dashboards and booking systems that replace spreadsheets and phone calls.',
      ar: 'بوابات ولوحات تحكم وأنظمة حجز تغنيك عن الجداول والمكالمات الهاتفية.',
    },
    features: [
      { en: 'Customer and staff portals', ar: 'بوابات للعملاء والموظفين' },
      { en: 'Roles and permissions', ar: 'أدوار وصلاحيات' },
      { en: 'Reports and exports', ar: 'تقارير وتصدير للبيانات' },
    ],
  },
  {
    icon: 'Gauge',
    title: { en: 'Performance optimisation', ar: 'تحسين الأداء' },
    description: {
      en: 'We find what slows your site and fix it, measured before and after.',
      ar: 'نحدد ما يبطئ موقعك ونعالجه، ونقيس النتيجة قبل التحسين وبعده.',
    },
    features: [
      { en: 'Core Web Vitals audit', ar: 'تدقيق مؤشرات Core Web Vitals' },
      { en: 'Image and caching strategy', ar: 'ضغط الصور وإستراتيجية التخزين المؤقت' },
      { en: 'Lighthouse scores above 90', ar: 'نتائج Lighthouse فوق 90' },
    ],
  },
  {
    icon: 'ShieldCheck',
    title: { en: 'Security and maintenance', ar: 'الحماية والصيانة' },
    description: {
      en: 'Updates, backups and monitoring, so your site stays safe and online around the clock.',
      ar: 'تحديثات ونسخ احتياطية ومراقبة مستمرة، ليبقى موقعك آمنًا ومتاحًا على مدار الساعة.',
    },
    features: [
      { en: 'Daily backups', ar: 'نسخ احتياطي يومي' },
      { en: 'Security patches and SSL', ar: 'تحديثات أمنية وشهادات SSL' },
      { en: 'Uptime monitoring', ar: 'مراقبة جاهزية الموقع' },
    ],
  },
  {
    icon: 'FileText',
    title: { en: 'CMS solutions', ar: 'أنظمة إدارة المحتوى' },
    description: {
      en: 'Edit pages, news and products yourself, in Arabic and English, without calling a developer.',
      ar: 'حرّر الصفحات والأخبار والمنتجات بنفسك، بالعربية والإنجليزية، دون الحاجة إلى مطوّر.',
    },
    features: [
      {
        en: 'Side-by-side Arabic and English editing',
        ar: 'تحرير المحتوى العربي والإنجليزي جنبًا إلى جنب',
      },
      { en: 'Drafts, review and publishing', ar: 'مسودات ومراجعة ثم نشر' },
      { en: 'Training for your team', ar: 'تدريب فريقك على الاستخدام' },
    ],
  },
  {
    icon: 'Plug',
    title: { en: 'API integration', ar: 'تكامل الأنظمة' },
    description: {
      en: 'Connect your site to payment gateways, ERP, CRM and delivery partners.',
      ar: 'نربط موقعك ببوابات الدفع وأنظمة ERP وإدارة علاقات العملاء وشركاء التوصيل.',
    },
    features: [
      { en: 'KNET and card payments', ar: 'الدفع عبر كي نت والبطاقات' },
      { en: 'ERP and CRM sync', ar: 'مزامنة مع أنظمة ERP وCRM' },
      { en: 'Documented, secured APIs', ar: 'واجهات برمجية موثقة ومؤمّنة' },
    ],
  },
]

/** The technologies grid of twelve. */
export const technologies: Technology[] = [
  { name: 'React', icon: 'Code' },
  { name: 'Vue.js', icon: 'Layers' },
  { name: 'Angular', icon: 'Gem' },
  { name: 'Node.js', icon: 'Server' },
  { name: 'PHP', icon: 'FileText' },
  { name: 'Python', icon: 'Brain' },
  { name: 'MongoDB', icon: 'Database' },
  { name: 'MySQL', icon: 'Database' },
  { name: 'AWS', icon: 'Cloud' },
  { name: 'Docker', icon: 'Container' },
  { name: 'Laravel', icon: 'Flame' },
  { name: 'Express', icon: 'Zap' },
]
