/** The six built-in services (docs/PRODUCT.md, Service pages), in the order of the What We Do page. */
export const BUILT_IN_SERVICES = [
  {
    slug: 'web-development',
    icon_name: 'Globe',
    icon_bg: '#CCFBF1',
    icon_color: '#0F766E',
    en: {
      title: 'Web development',
      service_name: 'Websites & web apps',
      subtitle: 'Fast, bilingual websites that turn visitors into clients',
      description:
        'Corporate sites, portals and web applications designed for English and Arabic from the first sketch. We build on modern frameworks, score high on Core Web Vitals and search, and hand over a content admin your team can run without us.',
    },
    ar: {
      title: 'تطوير المواقع الإلكترونية',
      service_name: 'المواقع وتطبيقات الويب',
      subtitle: 'مواقع سريعة ثنائية اللغة تحوّل الزوار إلى عملاء',
      description:
        'مواقع للشركات وبوابات وتطبيقات ويب مصمّمة للعربية والإنجليزية منذ المسودة الأولى. نبنيها بأحدث التقنيات لتحقق نتائج عالية في السرعة ومحركات البحث، ونسلّمك لوحة تحكم بالمحتوى يديرها فريقك بنفسه.',
    },
  },
  {
    slug: 'mobile-app',
    icon_name: 'Smartphone',
    icon_bg: '#E0F2FE',
    icon_color: '#075985',
    en: {
      title: 'Mobile app development',
      service_name: 'iOS & Android apps',
      subtitle: 'Native-quality apps for iOS and Android',
      description:
        'From the first prototype to the App Store and Google Play, we design and build apps people keep on their home screen: smooth, secure, connected to your systems and ready for Arabic and English users alike.',
    },
    ar: {
      title: 'تطوير تطبيقات الجوال',
      service_name: 'تطبيقات iOS وAndroid',
      subtitle: 'تطبيقات بجودة أصلية لأنظمة iOS وAndroid',
      description:
        'من النموذج الأولي حتى النشر على App Store وGoogle Play، نصمّم ونطوّر تطبيقات يحتفظ بها المستخدمون على شاشاتهم: سلسة وآمنة ومتصلة بأنظمتك وجاهزة لمستخدمي العربية والإنجليزية.',
    },
  },
  {
    slug: 'erp-solution',
    icon_name: 'Database',
    icon_bg: '#FEF3C7',
    icon_color: '#92400E',
    en: {
      title: 'ERP solution',
      service_name: 'Nakhla Suite',
      subtitle: 'One suite for kitchen, books, people, stock and sales',
      description:
        'Nakhla Suite brings nine modules — kitchen, books, HRMS, inventory, e-commerce, sales, CRM, delivery and marketing — into one system with one login and one source of truth, configured to the way your business already works.',
    },
    ar: {
      title: 'نظام تخطيط موارد المؤسسات (ERP)',
      service_name: 'Nakhla Suite',
      subtitle: 'منظومة واحدة للمطبخ والحسابات والموظفين والمخزون والمبيعات',
      description:
        'يجمع Nakhla Suite تسع وحدات — المطبخ والحسابات والموارد البشرية والمخزون والتجارة الإلكترونية والمبيعات وإدارة العملاء والتوصيل والتسويق — في نظام واحد بتسجيل دخول واحد ومصدر واحد للبيانات، يُهيّأ وفق طريقة عمل منشأتك.',
    },
  },
  {
    slug: 'ecommerce-application',
    icon_name: 'ShoppingCart',
    icon_bg: '#FCE7F3',
    icon_color: '#9D174D',
    en: {
      title: 'E-commerce application',
      service_name: 'Online stores',
      subtitle: 'Stores that load in a blink and sell around the clock',
      description:
        'Online stores with local payment gateways, delivery integration, inventory sync and a checkout that works in Arabic and English. Launched in weeks, built to grow from one branch to many.',
    },
    ar: {
      title: 'تطبيقات التجارة الإلكترونية',
      service_name: 'المتاجر الإلكترونية',
      subtitle: 'متاجر تُحمَّل في لمح البصر وتبيع على مدار الساعة',
      description:
        'متاجر إلكترونية مع بوابات دفع محلية وربط بخدمات التوصيل ومزامنة للمخزون وإتمام شراء يعمل بالعربية والإنجليزية. تنطلق خلال أسابيع وتنمو معك من فرع واحد إلى فروع عديدة.',
    },
  },
  {
    slug: 'property-management',
    icon_name: 'Building2',
    icon_bg: '#EDE9FE',
    icon_color: '#5B21B6',
    en: {
      title: 'Property management system',
      service_name: 'Nakhla Rentals',
      subtitle: 'Landlords, managers and tenants on one platform',
      description:
        'Nakhla Rentals lists properties, screens tenants, collects rent online, tracks maintenance requests and keeps every lease and document in one place — with dashboards that show occupancy and revenue at a glance.',
    },
    ar: {
      title: 'نظام إدارة العقارات',
      service_name: 'Nakhla Rentals',
      subtitle: 'الملاك والمديرون والمستأجرون على منصة واحدة',
      description:
        'يعرض Nakhla Rentals العقارات ويفحص طلبات المستأجرين ويحصّل الإيجارات إلكترونيًا ويتابع طلبات الصيانة ويحفظ كل عقد ومستند في مكان واحد، مع لوحات متابعة تُظهر نسب الإشغال والإيرادات بنظرة واحدة.',
    },
  },
  {
    slug: 'fandb-solution',
    icon_name: 'UtensilsCrossed',
    icon_bg: '#FFEDD5',
    icon_color: '#9A3412',
    en: {
      title: 'Food and beverage solution',
      service_name: 'Nakhla Kitchen & Nakhla Dine',
      subtitle: 'Delivery, pickup and dine-in by QR code',
      description:
        'Digital menus, online ordering, kitchen display, delivery management and QR-code dine-in for restaurants and cafés — one platform from the first order to the end-of-day report.',
    },
    ar: {
      title: 'حلول المطاعم والأغذية والمشروبات',
      service_name: 'Nakhla Kitchen وNakhla Dine',
      subtitle: 'توصيل للمنازل واستلام من الفرع وطلبات داخل المطعم برمز QR',
      description:
        'قوائم طعام رقمية وطلبات إلكترونية وشاشات للمطبخ وإدارة للتوصيل وطلبات داخل المطعم برمز QR للمطاعم والمقاهي — منصة واحدة من الطلب الأول حتى تقرير نهاية اليوم.',
    },
  },
] as const
