import type { Audience, FeatureCard, ImageRef, Screenshot, Statistic } from './types'

/**
 * The property management page (spec §2 "Property management"): three website
 * screenshots, four admin dashboard screenshots (analytics, maintenance,
 * property, revenue), six platform features, three audiences and the impact
 * figures. Images: scripts/mockups-erp-property-fandb.ts.
 */

const shot = (name: string, en: string, ar: string): ImageRef => ({
  src: `/images/services/property-management/${name}.webp`,
  width: 1200,
  height: 750,
  alt: { en, ar },
})

export const PROPERTY_HERO_IMAGE = shot(
  'hero-tenant-portal',
  'Nakhla Rentals tenant portal: December rent with a pay-with-KNET button, lease progress, maintenance requests and past payments',
  'بوابة المستأجر في Nakhla Rentals: إيجار ديسمبر مع زر الدفع عبر كي نت، ومدة العقد، وطلبات الصيانة، والدفعات السابقة',
)

/** The tenant-facing website (project overview). */
export const PROPERTY_WEBSITE_SCREENSHOTS: Screenshot[] = [
  {
    id: 'website-home',
    title: { en: 'Home and search', ar: 'الرئيسية والبحث' },
    description: {
      en: 'Search by area, type, bedrooms and budget from the first screen.',
      ar: 'بحث حسب المنطقة والنوع وعدد الغرف والميزانية من الشاشة الأولى.',
    },
    image: shot(
      'website-home',
      'Rentals home page: a property search for Salmiya and four featured homes for rent',
      'الصفحة الرئيسية لموقع الإيجارات: بحث عن عقار في السالمية وأربعة عقارات مميزة للإيجار',
    ),
  },
  {
    id: 'website-listings',
    title: { en: 'Property listings', ar: 'قائمة العقارات' },
    description: {
      en: 'Verified listings with filters, prices and key facts.',
      ar: 'عقارات موثَّقة مع الفلاتر والأسعار وأهم التفاصيل.',
    },
    image: shot(
      'website-listings',
      'Listings page with filters and six apartments for rent in Salmiya with monthly rents',
      'صفحة العقارات مع الفلاتر وست شقق للإيجار في السالمية بإيجاراتها الشهرية',
    ),
  },
  {
    id: 'website-property',
    title: { en: 'Property details', ar: 'تفاصيل العقار' },
    description: {
      en: 'Photos, features and rent, with viewing and application in one tap.',
      ar: 'الصور والمزايا والإيجار، مع حجز المعاينة وتقديم الطلب بلمسة واحدة.',
    },
    image: shot(
      'website-property',
      'Property page of a sea-view apartment with a photo gallery, features, rent and booking buttons',
      'صفحة شقة مطلة على البحر مع معرض صور ومزايا وقيمة الإيجار وأزرار الحجز',
    ),
  },
]

/** The admin dashboard: analytics, maintenance, property, revenue (spec §2). */
export const PROPERTY_ADMIN_SCREENSHOTS: Screenshot[] = [
  {
    id: 'admin-analytics',
    title: { en: 'Analytics', ar: 'التحليلات' },
    description: {
      en: 'Occupancy, average rent and renewals across the portfolio.',
      ar: 'نسب الإشغال ومتوسط الإيجار والتجديدات على مستوى المحفظة.',
    },
    image: shot(
      'admin-analytics',
      'Analytics dashboard with occupancy over twelve months, units by type and occupancy by area',
      'لوحة التحليلات تعرض الإشغال خلال اثني عشر شهرًا والوحدات حسب النوع والإشغال حسب المنطقة',
    ),
  },
  {
    id: 'admin-maintenance',
    title: { en: 'Maintenance', ar: 'الصيانة' },
    description: {
      en: 'Every request from new to done, with priority and location.',
      ar: 'كل طلب من لحظة استلامه حتى إنجازه، مع الأولوية والموقع.',
    },
    image: shot(
      'admin-maintenance',
      'Maintenance board with new, in progress, scheduled and done requests and their priorities',
      'لوحة الصيانة تعرض الطلبات الجديدة وقيد التنفيذ والمجدولة والمنجزة مع أولوياتها',
    ),
  },
  {
    id: 'admin-property',
    title: { en: 'Properties', ar: 'العقارات' },
    description: {
      en: 'Buildings, owners, units and occupancy in one register.',
      ar: 'المباني والملاك والوحدات ونسب الإشغال في سجل واحد.',
    },
    image: shot(
      'admin-property',
      'Property register listing buildings with owner, number of units, occupancy and status',
      'سجل العقارات يعرض المباني مع المالك وعدد الوحدات ونسبة الإشغال والحالة',
    ),
  },
  {
    id: 'admin-revenue',
    title: { en: 'Revenue', ar: 'الإيرادات' },
    description: {
      en: 'Rent collected, collection rate and the latest payments.',
      ar: 'الإيجارات المحصَّلة ونسبة التحصيل وأحدث الدفعات.',
    },
    image: shot(
      'admin-revenue',
      'Revenue dashboard with monthly rent collected, collection rate and the latest tenant payments',
      'لوحة الإيرادات تعرض الإيجار المحصَّل شهريًا ونسبة التحصيل وأحدث دفعات المستأجرين',
    ),
  },
]

/** The six platform features of spec §2. */
export const PROPERTY_FEATURES: FeatureCard[] = [
  {
    icon: 'Home',
    title: { en: 'Property listing', ar: 'عرض العقارات' },
    description: {
      en: 'Publish units with photos, rent and availability to the website in minutes.',
      ar: 'انشر الوحدات بصورها وإيجارها وتوفرها على الموقع خلال دقائق.',
    },
  },
  {
    icon: 'BadgeCheck',
    title: { en: 'Tenant screening', ar: 'التحقق من المستأجرين' },
    description: {
      en: 'Applications with Civil ID, employment and references, checked before you sign.',
      ar: 'طلبات تتضمن البطاقة المدنية وبيانات العمل والمعرّفين، تُراجَع قبل التوقيع.',
    },
  },
  {
    icon: 'Wallet',
    title: { en: 'Rent collection', ar: 'تحصيل الإيجارات' },
    description: {
      en: 'KNET and card payments, automatic reminders and receipts for every month.',
      ar: 'الدفع عبر كي نت والبطاقات، مع تذكيرات تلقائية وإيصالات لكل شهر.',
    },
  },
  {
    icon: 'Wrench',
    title: { en: 'Maintenance requests', ar: 'طلبات الصيانة' },
    description: {
      en: 'Tenants report issues with photos; you assign, track and close them.',
      ar: 'يبلّغ المستأجر عن المشكلة بالصور، وأنت تُسندها وتتابعها حتى إغلاقها.',
    },
  },
  {
    icon: 'FileText',
    title: { en: 'Document management', ar: 'إدارة المستندات' },
    description: {
      en: 'Leases, IDs and inspection reports stored per unit and signed online.',
      ar: 'العقود والهويات وتقارير المعاينة محفوظة لكل وحدة وموقَّعة إلكترونيًا.',
    },
  },
  {
    icon: 'BarChart3',
    title: { en: 'Analytics', ar: 'التحليلات' },
    description: {
      en: 'Occupancy, arrears and income by building, owner and area.',
      ar: 'الإشغال والمتأخرات والدخل حسب المبنى والمالك والمنطقة.',
    },
  },
]

/** Owners, managers, tenants (spec §2, §6). */
export const PROPERTY_AUDIENCES: Audience[] = [
  {
    icon: 'KeyRound',
    title: { en: 'Property owners', ar: 'ملاك العقارات' },
    description: {
      en: 'See what each property earns and costs, without chasing anyone.',
      ar: 'اطّلع على دخل كل عقار وتكاليفه دون الحاجة إلى ملاحقة أحد.',
    },
    points: [
      { en: 'Monthly owner statements', ar: 'كشوف حساب شهرية للمالك' },
      { en: 'Occupancy and arrears at a glance', ar: 'الإشغال والمتأخرات في لمحة' },
      { en: 'Approve major repairs online', ar: 'اعتماد الإصلاحات الكبيرة إلكترونيًا' },
    ],
  },
  {
    icon: 'Briefcase',
    title: { en: 'Property managers', ar: 'مديرو العقارات' },
    description: {
      en: 'Run many buildings for many owners from one dashboard.',
      ar: 'أدر مباني عديدة لملاك متعددين من لوحة تحكم واحدة.',
    },
    points: [
      { en: 'Leases, renewals and notices', ar: 'العقود والتجديدات والإشعارات' },
      { en: 'Maintenance jobs and vendors', ar: 'أعمال الصيانة والمقاولون' },
      { en: 'Collections and owner payouts', ar: 'التحصيل وتحويل مستحقات الملاك' },
    ],
  },
  {
    icon: 'Users',
    title: { en: 'Tenants', ar: 'المستأجرون' },
    description: {
      en: 'Find a home, sign, pay and ask for repairs from their phone.',
      ar: 'يجد المستأجر منزله ويوقّع ويدفع ويطلب الصيانة من جواله.',
    },
    points: [
      { en: 'Online applications and viewings', ar: 'طلبات ومواعيد معاينة إلكترونية' },
      { en: 'Rent paid in two taps', ar: 'دفع الإيجار بلمستين' },
      { en: 'Request status in real time', ar: 'متابعة حالة الطلبات لحظيًا' },
    ],
  },
]

/** spec §2 impact block: 1000+ properties, 500+ landlords, 2000+ tenants, 98% satisfaction. */
export const PROPERTY_IMPACT: Statistic[] = [
  { value: '1000+', label: { en: 'Properties managed', ar: 'عقار تتم إدارته' } },
  { value: '500+', label: { en: 'Landlords', ar: 'مالك عقار' } },
  { value: '2000+', label: { en: 'Tenants', ar: 'مستأجر' } },
  { value: '98%', label: { en: 'Satisfaction', ar: 'نسبة الرضا' } },
]
