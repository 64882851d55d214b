import type {
  Benefit,
  FeatureCard,
  ImageRef,
  Industry,
  Module,
  Screenshot,
  Statistic,
  Step,
} from './types'

/**
 * The ERP solution page (spec §2 "ERP solution"): six dashboard screenshots,
 * nine modules × four features, six benefits, four statistics, eight
 * industries, integration features and four implementation steps. The
 * modules' learn-more link is the business-suite site from site settings,
 * added by the page (staff can change it). Images: scripts/mockups-erp-property-fandb.ts.
 */

const shot = (name: string, en: string, ar: string): ImageRef => ({
  src: `/images/services/erp-solution/${name}.webp`,
  width: 1200,
  height: 750,
  alt: { en, ar },
})

export const ERP_HERO_IMAGE = shot(
  'hero-modules',
  'Nakhla Suite home screen: the nine modules as tiles, from kitchen and books to delivery and marketing, each with today’s figure',
  'الشاشة الرئيسية في Nakhla Suite: الوحدات التسع في بطاقات، من المطبخ والحسابات إلى التوصيل والتسويق، ولكل منها رقم اليوم',
)

export const ERP_SCREENSHOTS: Screenshot[] = [
  {
    id: 'overview',
    title: { en: 'Business overview', ar: 'نظرة عامة على الأعمال' },
    description: {
      en: 'Revenue, orders, margin and open invoices for every branch, live.',
      ar: 'الإيرادات والطلبات والهامش والفواتير المفتوحة لكل الفروع، لحظة بلحظة.',
    },
    image: shot(
      'overview',
      'Business overview dashboard: revenue, orders, margin and open invoices, revenue over twelve months and sales by channel',
      'لوحة النظرة العامة: الإيرادات والطلبات والهامش والفواتير المفتوحة، والإيرادات خلال اثني عشر شهرًا والمبيعات حسب القناة',
    ),
  },
  {
    id: 'sales',
    title: { en: 'Sales and point of sale', ar: 'المبيعات ونقاط البيع' },
    description: {
      en: 'Invoices, payment status and best sellers by the hour.',
      ar: 'الفواتير وحالة السداد والأصناف الأكثر مبيعًا ساعة بساعة.',
    },
    image: shot(
      'sales',
      'Sales screen listing the latest invoices with paid, due and overdue badges, sales by hour and top items',
      'شاشة المبيعات تعرض أحدث الفواتير مع حالات مدفوعة ومستحقة ومتأخرة، والمبيعات حسب الساعة والأصناف الأكثر طلبًا',
    ),
  },
  {
    id: 'kitchen',
    title: { en: 'Kitchen display', ar: 'شاشة المطبخ' },
    description: {
      en: 'Dine-in, pickup and delivery tickets with timers per order.',
      ar: 'طلبات الصالة والاستلام والتوصيل مع مؤقت لكل طلب.',
    },
    image: shot(
      'kitchen',
      'Kitchen display with four order tickets, their items and timers, and preparation time by station',
      'شاشة المطبخ تعرض أربع تذاكر طلبات بأصنافها ومؤقتاتها، ومدة التحضير لكل قسم',
    ),
  },
  {
    id: 'inventory',
    title: { en: 'Inventory', ar: 'المخزون' },
    description: {
      en: 'Stock on hand, reorder points and every warehouse in one list.',
      ar: 'الكميات المتوفرة وحدود إعادة الطلب وكل المستودعات في قائمة واحدة.',
    },
    image: shot(
      'inventory',
      'Inventory screen with stock levels, low-stock and reorder alerts, stock movement and warehouses',
      'شاشة المخزون تعرض مستويات المخزون وتنبيهات النقص وإعادة الطلب وحركة المخزون والمستودعات',
    ),
  },
  {
    id: 'books',
    title: { en: 'Books and finance', ar: 'الحسابات والمالية' },
    description: {
      en: 'Profit and loss, cash in bank and the journal, closed monthly.',
      ar: 'الأرباح والخسائر والرصيد البنكي ودفتر اليومية، مع إقفال شهري.',
    },
    image: shot(
      'books',
      'Books screen with income against expenses by month, net profit and journal entries',
      'شاشة الحسابات تعرض الإيرادات مقابل المصروفات شهريًا وصافي الربح وقيود اليومية',
    ),
  },
  {
    id: 'hrms',
    title: { en: 'HRMS and payroll', ar: 'الموارد البشرية والرواتب' },
    description: {
      en: 'Your team, leave, attendance and a payroll run ready to approve.',
      ar: 'فريق العمل والإجازات والحضور ومسير رواتب جاهز للاعتماد.',
    },
    image: shot(
      'hrms',
      'HRMS screen with the employee list and statuses, weekly attendance and the monthly payroll run',
      'شاشة الموارد البشرية تعرض قائمة الموظفين وحالاتهم والحضور الأسبوعي ومسير الرواتب الشهري',
    ),
  },
]

/** The nine modules of spec §1/§2, four features each. */
export const ERP_MODULES: Module[] = [
  {
    id: 'kitchen',
    icon: 'ChefHat',
    title: { en: 'Kitchen', ar: 'المطبخ' },
    description: {
      en: 'Orders reach the right station the moment they are placed.',
      ar: 'يصل كل طلب إلى القسم المختص لحظة تسجيله.',
    },
    features: [
      { en: 'Kitchen display by station', ar: 'شاشات مطبخ لكل قسم' },
      { en: 'Recipes and portion costing', ar: 'وصفات وتكلفة دقيقة لكل حصة' },
      { en: 'Preparation timers and alerts', ar: 'مؤقتات وتنبيهات للتحضير' },
      { en: 'Waste and yield tracking', ar: 'متابعة الهدر ونسبة الاستفادة' },
    ],
  },
  {
    id: 'books',
    icon: 'Receipt',
    title: { en: 'Books', ar: 'الحسابات' },
    description: {
      en: 'Accounting that posts itself from every sale and purchase.',
      ar: 'محاسبة تُرحَّل قيودها تلقائيًا من كل عملية بيع وشراء.',
    },
    features: [
      { en: 'General ledger and journals', ar: 'دفتر الأستاذ العام وقيود اليومية' },
      { en: 'Receivables and payables', ar: 'الذمم المدينة والدائنة' },
      { en: 'Bank reconciliation', ar: 'التسويات البنكية' },
      { en: 'Profit and loss, balance sheet', ar: 'قائمة الدخل والميزانية العمومية' },
    ],
  },
  {
    id: 'hrms',
    icon: 'Users',
    title: { en: 'HRMS', ar: 'الموارد البشرية (HRMS)' },
    description: {
      en: 'People, time and pay in one place, in line with Kuwaiti labour law.',
      ar: 'الموظفون والدوام والرواتب في مكان واحد، وفق قانون العمل الكويتي.',
    },
    features: [
      { en: 'Employee records and documents', ar: 'ملفات الموظفين ومستنداتهم' },
      { en: 'Attendance and shifts', ar: 'الحضور والانصراف والمناوبات' },
      { en: 'Leave and end-of-service', ar: 'الإجازات ومكافأة نهاية الخدمة' },
      { en: 'Payroll with bank transfer files', ar: 'مسير رواتب مع ملفات التحويل البنكي' },
    ],
  },
  {
    id: 'inventory',
    icon: 'Boxes',
    title: { en: 'Inventory', ar: 'المخزون' },
    description: {
      en: 'Know what you hold, where, and when to order more.',
      ar: 'اعرف ما لديك وأين يوجد ومتى تطلب المزيد.',
    },
    features: [
      { en: 'Multiple warehouses and branches', ar: 'مستودعات وفروع متعددة' },
      { en: 'Reorder points and purchase orders', ar: 'حدود إعادة الطلب وأوامر الشراء' },
      { en: 'Batch and expiry tracking', ar: 'تتبع الدفعات وتواريخ الصلاحية' },
      { en: 'Stock counts and transfers', ar: 'الجرد الدوري والتحويلات المخزنية' },
    ],
  },
  {
    id: 'ecommerce',
    icon: 'ShoppingCart',
    title: { en: 'E-commerce', ar: 'التجارة الإلكترونية' },
    description: {
      en: 'An online store that shares stock and prices with your branches.',
      ar: 'متجر إلكتروني يتشارك المخزون والأسعار مع فروعك.',
    },
    features: [
      { en: 'Bilingual storefront', ar: 'واجهة متجر باللغتين' },
      { en: 'Live stock from inventory', ar: 'مخزون محدَّث لحظيًا' },
      { en: 'KNET and card payments', ar: 'الدفع عبر كي نت والبطاقات' },
      { en: 'Orders flow straight to fulfilment', ar: 'تنتقل الطلبات مباشرة إلى التجهيز' },
    ],
  },
  {
    id: 'sales',
    icon: 'BarChart3',
    title: { en: 'Sales', ar: 'المبيعات' },
    description: {
      en: 'Point of sale, quotations and invoices that agree with the books.',
      ar: 'نقاط بيع وعروض أسعار وفواتير متطابقة مع الحسابات.',
    },
    features: [
      { en: 'Point of sale for every branch', ar: 'نقاط بيع لكل فرع' },
      { en: 'Quotations and invoices', ar: 'عروض الأسعار والفواتير' },
      { en: 'Price lists and promotions', ar: 'قوائم الأسعار والعروض الترويجية' },
      { en: 'Sales reports by branch and item', ar: 'تقارير المبيعات حسب الفرع والصنف' },
    ],
  },
  {
    id: 'crm',
    icon: 'Handshake',
    title: { en: 'CRM', ar: 'إدارة علاقات العملاء (CRM)' },
    description: {
      en: 'Every customer, lead and conversation, with the next step set.',
      ar: 'كل عميل وكل فرصة وكل محادثة، مع تحديد الخطوة التالية.',
    },
    features: [
      { en: 'Customer profiles and history', ar: 'ملفات العملاء وسجل تعاملاتهم' },
      { en: 'Leads and sales pipeline', ar: 'العملاء المحتملون ومسار المبيعات' },
      { en: 'Follow-up tasks and reminders', ar: 'مهام المتابعة والتذكيرات' },
      { en: 'Loyalty points and segments', ar: 'نقاط الولاء وشرائح العملاء' },
    ],
  },
  {
    id: 'delivery',
    icon: 'Truck',
    title: { en: 'Delivery', ar: 'التوصيل' },
    description: {
      en: 'Dispatch, track and settle every delivery, yours or a partner’s.',
      ar: 'وزّع كل طلب توصيل وتتبّعه وسوِّ حسابه، بأسطولك أو عبر شركائك.',
    },
    features: [
      { en: 'Driver assignment and routes', ar: 'تعيين السائقين وتحديد المسارات' },
      { en: 'Live order tracking', ar: 'تتبع الطلبات مباشرة' },
      { en: 'Delivery zones and fees', ar: 'مناطق التوصيل ورسومها' },
      { en: 'Cash and driver settlement', ar: 'تسوية النقد وحسابات السائقين' },
    ],
  },
  {
    id: 'marketing',
    icon: 'Megaphone',
    title: { en: 'Brand and marketing', ar: 'العلامة التجارية والتسويق' },
    description: {
      en: 'Campaigns that reach the right customers and show what they earned.',
      ar: 'حملات تصل إلى العملاء المناسبين وتُظهر عائدها بوضوح.',
    },
    features: [
      { en: 'SMS, e-mail and push campaigns', ar: 'حملات عبر الرسائل النصية والبريد والإشعارات' },
      { en: 'Coupons and offers', ar: 'القسائم والعروض' },
      { en: 'Brand assets in one library', ar: 'مكتبة موحّدة لهوية العلامة' },
      { en: 'Campaign return reports', ar: 'تقارير عائد الحملات' },
    ],
  },
]

export const ERP_BENEFITS: Benefit[] = [
  {
    icon: 'Activity',
    title: { en: 'One live picture', ar: 'صورة واحدة محدَّثة' },
    description: {
      en: 'Sales, stock, staff and cash update together, across every branch.',
      ar: 'المبيعات والمخزون والموظفون والنقد تتحدَّث معًا في كل الفروع.',
    },
  },
  {
    icon: 'Zap',
    title: { en: 'Less manual work', ar: 'عمل يدوي أقل' },
    description: {
      en: 'Entries post once and flow everywhere: no re-typing between systems.',
      ar: 'يُسجَّل كل إدخال مرة واحدة وينتقل إلى كل مكان، دون إعادة كتابة بين الأنظمة.',
    },
  },
  {
    icon: 'Gauge',
    title: { en: 'Faster decisions', ar: 'قرارات أسرع' },
    description: {
      en: 'Dashboards and reports ready each morning, not at month end.',
      ar: 'لوحات وتقارير جاهزة كل صباح، لا في نهاية الشهر.',
    },
  },
  {
    icon: 'Layers',
    title: { en: 'Grows with you', ar: 'ينمو مع أعمالك' },
    description: {
      en: 'Start with the modules you need; add branches and modules later.',
      ar: 'ابدأ بالوحدات التي تحتاجها، وأضف الفروع والوحدات لاحقًا.',
    },
  },
  {
    icon: 'ShieldCheck',
    title: { en: 'Secure by default', ar: 'آمن افتراضيًا' },
    description: {
      en: 'Role-based access, audit trails and daily encrypted backups.',
      ar: 'صلاحيات حسب الدور وسجل تدقيق ونسخ احتياطية مشفّرة يوميًا.',
    },
  },
  {
    icon: 'Languages',
    title: { en: 'Arabic and English', ar: 'بالعربية والإنجليزية' },
    description: {
      en: 'Every screen, invoice and report in both languages.',
      ar: 'كل شاشة وفاتورة وتقرير باللغتين.',
    },
  },
]

/** spec §2: 50+ companies, 40% efficiency, 99.9% availability, 24/7 support. */
export const ERP_STATS: Statistic[] = [
  { value: '50+', label: { en: 'Companies', ar: 'شركة' } },
  { value: '40%', label: { en: 'More efficiency', ar: 'زيادة في الكفاءة' } },
  { value: '99.9%', label: { en: 'Availability', ar: 'نسبة التوافر' } },
  { value: '24/7', label: { en: 'Support', ar: 'دعم فني' } },
]

export const ERP_INDUSTRIES: Industry[] = [
  {
    icon: 'Utensils',
    name: { en: 'Restaurants and cafés', ar: 'المطاعم والمقاهي' },
    description: { en: 'Kitchen, delivery and branches', ar: 'المطبخ والتوصيل والفروع' },
  },
  {
    icon: 'Store',
    name: { en: 'Retail chains', ar: 'سلاسل التجزئة' },
    description: {
      en: 'Stores, stock and online sales',
      ar: 'المتاجر والمخزون والبيع عبر الإنترنت',
    },
  },
  {
    icon: 'Package',
    name: { en: 'Wholesale and distribution', ar: 'الجملة والتوزيع' },
    description: {
      en: 'Price lists, routes and credit',
      ar: 'قوائم الأسعار وخطوط التوزيع والائتمان',
    },
  },
  {
    icon: 'Settings',
    name: { en: 'Manufacturing', ar: 'التصنيع' },
    description: { en: 'Materials, batches and costing', ar: 'المواد الخام والدفعات والتكاليف' },
  },
  {
    icon: 'HeartPulse',
    name: { en: 'Clinics and healthcare', ar: 'العيادات والرعاية الصحية' },
    description: { en: 'Staff, supplies and billing', ar: 'الكوادر والمستلزمات والفوترة' },
  },
  {
    icon: 'GraduationCap',
    name: { en: 'Education', ar: 'التعليم' },
    description: { en: 'Fees, payroll and procurement', ar: 'الرسوم والرواتب والمشتريات' },
  },
  {
    icon: 'Building2',
    name: { en: 'Real estate', ar: 'العقارات' },
    description: { en: 'Leases, collections and upkeep', ar: 'العقود والتحصيل والصيانة' },
  },
  {
    icon: 'Briefcase',
    name: { en: 'Professional services', ar: 'الخدمات المهنية' },
    description: { en: 'Projects, time and invoicing', ar: 'المشاريع وساعات العمل والفوترة' },
  },
]

export const ERP_INTEGRATIONS: FeatureCard[] = [
  {
    icon: 'CreditCard',
    title: { en: 'Payment gateways', ar: 'بوابات الدفع' },
    description: {
      en: 'KNET, cards and Apple Pay settle straight into the books.',
      ar: 'مدفوعات كي نت والبطاقات وApple Pay تُسجَّل مباشرة في الحسابات.',
    },
  },
  {
    icon: 'Truck',
    title: { en: 'Delivery platforms', ar: 'منصات التوصيل' },
    description: {
      en: 'Orders from delivery apps arrive in the kitchen and the sales ledger.',
      ar: 'طلبات تطبيقات التوصيل تصل إلى المطبخ ودفتر المبيعات تلقائيًا.',
    },
  },
  {
    icon: 'Plug',
    title: { en: 'Open API and webhooks', ar: 'واجهة برمجية مفتوحة وإشعارات فورية' },
    description: {
      en: 'Connect your own apps, banks and government portals securely.',
      ar: 'اربط تطبيقاتك وبنوكك والبوابات الحكومية بأمان.',
    },
  },
  {
    icon: 'Database',
    title: { en: 'Data migration', ar: 'ترحيل البيانات' },
    description: {
      en: 'We move your items, customers and opening balances for you.',
      ar: 'ننقل لك الأصناف والعملاء والأرصدة الافتتاحية من نظامك الحالي.',
    },
  },
]

/** The four numbered implementation steps of spec §2. */
export const ERP_STEPS: Step[] = [
  {
    title: { en: 'Discover and map', ar: 'الاستكشاف ورسم العمليات' },
    description: {
      en: 'We sit with your teams, map how work flows today and agree the modules you need.',
      ar: 'نجلس مع فرقك ونرسم سير العمل الحالي ونتفق على الوحدات التي تحتاجها.',
    },
  },
  {
    title: { en: 'Configure and migrate', ar: 'الإعداد وترحيل البيانات' },
    description: {
      en: 'We set up branches, roles and documents, then bring your data across.',
      ar: 'نُعدّ الفروع والصلاحيات والمستندات، ثم ننقل بياناتك إلى النظام.',
    },
  },
  {
    title: { en: 'Train and go live', ar: 'التدريب والتشغيل' },
    description: {
      en: 'Hands-on training in Arabic and English, then a supported launch.',
      ar: 'تدريب عملي بالعربية والإنجليزية، ثم إطلاق بمرافقة فريقنا.',
    },
  },
  {
    title: { en: 'Support and improve', ar: 'الدعم والتطوير المستمر' },
    description: {
      en: 'Support around the clock and regular reviews to get more from the system.',
      ar: 'دعم على مدار الساعة ومراجعات دورية لتحقيق أقصى استفادة من النظام.',
    },
  },
]

/** The structured-data claims of spec §9. */
export const ERP_RATING = { value: 4.8, count: 50 } as const
