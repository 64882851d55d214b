import type { SeedLayout } from './types'
import { mockup } from '../mockups'

/** The erp-solution service page, top to bottom. */
export const erpSolution: SeedLayout = [
  {
    blockType: 'software-application',
    product: 'business_suite',
    category: 'ERP',
    features_from: 'modules',
    rating_value: 4.8,
    review_count: 50,
  },
  {
    blockType: 'hero',
    eyebrow: {
      en: 'ERP solution',
      ar: 'نظام تخطيط موارد المؤسسات (ERP)',
    },
    title: {
      en: 'Run every part of the business on one system',
      ar: 'أدر كل أقسام أعمالك من نظام واحد',
    },
    lead: {
      en: '{product} connects kitchen, books, HR, inventory, sales, e-commerce, CRM, delivery and marketing, so every branch works from the same live numbers.',
      ar: 'يربط {product} المطبخ والحسابات والموارد البشرية والمخزون والمبيعات والتجارة الإلكترونية وإدارة العملاء والتوصيل والتسويق، لتعمل كل الفروع على الأرقام نفسها لحظة بلحظة.',
    },
    image: mockup('erp-solution-hero-modules', {
      en: 'Nakhla Suite home screen: the nine modules as tiles, from kitchen and books to delivery and marketing, each with today’s figure',
      ar: 'الشاشة الرئيسية في Nakhla Suite: الوحدات التسع في بطاقات، من المطبخ والحسابات إلى التوصيل والتسويق، ولكل منها رقم اليوم',
    }),
    frame: 'browser',
    product: 'business_suite',
  },
  {
    blockType: 'figures',
    style: 'overlap',
    label: {
      en: 'The ERP solution in figures',
      ar: 'نظام تخطيط موارد المؤسسات (ERP) بالأرقام',
    },
    items: [
      {
        value: {
          en: '50+',
          ar: '50+',
        },
        label: {
          en: 'Companies',
          ar: 'شركة',
        },
      },
      {
        value: {
          en: '40%',
          ar: '40%',
        },
        label: {
          en: 'More efficiency',
          ar: 'زيادة في الكفاءة',
        },
      },
      {
        value: {
          en: '99.9%',
          ar: '99.9%',
        },
        label: {
          en: 'Availability',
          ar: 'نسبة التوافر',
        },
      },
      {
        value: {
          en: '24/7',
          ar: '24/7',
        },
        label: {
          en: 'Support',
          ar: 'دعم فني',
        },
      },
    ],
  },
  {
    blockType: 'screenshots',
    anchor: 'screenshots',
    tone: 'white',
    continues: false,
    eyebrow: {
      en: 'Inside the suite',
      ar: 'من داخل النظام',
    },
    title: {
      en: 'Dashboards your teams will actually use',
      ar: 'لوحات تحكم يستخدمها فريقك فعلًا',
    },
    lead: {
      en: 'Six of the screens managers open every morning, in Arabic and English.',
      ar: 'ست من الشاشات التي يفتحها المديرون كل صباح، بالعربية والإنجليزية.',
    },
    columns: '3',
    items: [
      {
        title: {
          en: 'Business overview',
          ar: 'نظرة عامة على الأعمال',
        },
        description: {
          en: 'Revenue, orders, margin and open invoices for every branch, live.',
          ar: 'الإيرادات والطلبات والهامش والفواتير المفتوحة لكل الفروع، لحظة بلحظة.',
        },
        image: mockup('erp-solution-overview', {
          en: 'Business overview dashboard: revenue, orders, margin and open invoices, revenue over twelve months and sales by channel',
          ar: 'لوحة النظرة العامة: الإيرادات والطلبات والهامش والفواتير المفتوحة، والإيرادات خلال اثني عشر شهرًا والمبيعات حسب القناة',
        }),
        frame: 'browser',
      },
      {
        title: {
          en: 'Sales and point of sale',
          ar: 'المبيعات ونقاط البيع',
        },
        description: {
          en: 'Invoices, payment status and best sellers by the hour.',
          ar: 'الفواتير وحالة السداد والأصناف الأكثر مبيعًا ساعة بساعة.',
        },
        image: mockup('erp-solution-sales', {
          en: 'Sales screen listing the latest invoices with paid, due and overdue badges, sales by hour and top items',
          ar: 'شاشة المبيعات تعرض أحدث الفواتير مع حالات مدفوعة ومستحقة ومتأخرة، والمبيعات حسب الساعة والأصناف الأكثر طلبًا',
        }),
        frame: 'browser',
      },
      {
        title: {
          en: 'Kitchen display',
          ar: 'شاشة المطبخ',
        },
        description: {
          en: 'Dine-in, pickup and delivery tickets with timers per order.',
          ar: 'طلبات الصالة والاستلام والتوصيل مع مؤقت لكل طلب.',
        },
        image: mockup('erp-solution-kitchen', {
          en: 'Kitchen display with four order tickets, their items and timers, and preparation time by station',
          ar: 'شاشة المطبخ تعرض أربع تذاكر طلبات بأصنافها ومؤقتاتها، ومدة التحضير لكل قسم',
        }),
        frame: 'browser',
      },
      {
        title: {
          en: 'Inventory',
          ar: 'المخزون',
        },
        description: {
          en: 'Stock on hand, reorder points and every warehouse in one list.',
          ar: 'الكميات المتوفرة وحدود إعادة الطلب وكل المستودعات في قائمة واحدة.',
        },
        image: mockup('erp-solution-inventory', {
          en: 'Inventory screen with stock levels, low-stock and reorder alerts, stock movement and warehouses',
          ar: 'شاشة المخزون تعرض مستويات المخزون وتنبيهات النقص وإعادة الطلب وحركة المخزون والمستودعات',
        }),
        frame: 'browser',
      },
      {
        title: {
          en: 'Books and finance',
          ar: 'الحسابات والمالية',
        },
        description: {
          en: 'Profit and loss, cash in bank and the journal, closed monthly.',
          ar: 'الأرباح والخسائر والرصيد البنكي ودفتر اليومية، مع إقفال شهري.',
        },
        image: mockup('erp-solution-books', {
          en: 'Books screen with income against expenses by month, net profit and journal entries',
          ar: 'شاشة الحسابات تعرض الإيرادات مقابل المصروفات شهريًا وصافي الربح وقيود اليومية',
        }),
        frame: 'browser',
      },
      {
        title: {
          en: 'HRMS and payroll',
          ar: 'الموارد البشرية والرواتب',
        },
        description: {
          en: 'Your team, leave, attendance and a payroll run ready to approve.',
          ar: 'فريق العمل والإجازات والحضور ومسير رواتب جاهز للاعتماد.',
        },
        image: mockup('erp-solution-hrms', {
          en: 'HRMS screen with the employee list and statuses, weekly attendance and the monthly payroll run',
          ar: 'شاشة الموارد البشرية تعرض قائمة الموظفين وحالاتهم والحضور الأسبوعي ومسير الرواتب الشهري',
        }),
        frame: 'browser',
      },
    ],
  },
  {
    blockType: 'cards',
    anchor: 'modules',
    tone: 'surface',
    continues: false,
    eyebrow: {
      en: 'Nine modules',
      ar: 'تسع وحدات',
    },
    title: {
      en: 'Choose the modules you need, connected from day one',
      ar: 'اختر الوحدات التي تحتاجها، مترابطة من اليوم الأول',
    },
    lead: {
      en: 'Each module works alone and shares its data with the others: a sale updates stock, the books and the customer’s history at once.',
      ar: 'تعمل كل وحدة منفردة وتشارك بياناتها مع البقية: عملية بيع واحدة تحدّث المخزون والحسابات وسجل العميل في آن واحد.',
    },
    columns: '3',
    variant: 'card',
    product: 'business_suite',
    items: [
      {
        icon: 'ChefHat',
        title: {
          en: 'Kitchen',
          ar: 'المطبخ',
        },
        description: {
          en: 'Orders reach the right station the moment they are placed.',
          ar: 'يصل كل طلب إلى القسم المختص لحظة تسجيله.',
        },
        features: [
          {
            text: {
              en: 'Kitchen display by station',
              ar: 'شاشات مطبخ لكل قسم',
            },
          },
          {
            text: {
              en: 'Recipes and portion costing',
              ar: 'وصفات وتكلفة دقيقة لكل حصة',
            },
          },
          {
            text: {
              en: 'Preparation timers and alerts',
              ar: 'مؤقتات وتنبيهات للتحضير',
            },
          },
          {
            text: {
              en: 'Waste and yield tracking',
              ar: 'متابعة الهدر ونسبة الاستفادة',
            },
          },
        ],
      },
      {
        icon: 'Receipt',
        title: {
          en: 'Books',
          ar: 'الحسابات',
        },
        description: {
          en: 'Accounting that posts itself from every sale and purchase.',
          ar: 'محاسبة تُرحَّل قيودها تلقائيًا من كل عملية بيع وشراء.',
        },
        features: [
          {
            text: {
              en: 'General ledger and journals',
              ar: 'دفتر الأستاذ العام وقيود اليومية',
            },
          },
          {
            text: {
              en: 'Receivables and payables',
              ar: 'الذمم المدينة والدائنة',
            },
          },
          {
            text: {
              en: 'Bank reconciliation',
              ar: 'التسويات البنكية',
            },
          },
          {
            text: {
              en: 'Profit and loss, balance sheet',
              ar: 'قائمة الدخل والميزانية العمومية',
            },
          },
        ],
      },
      {
        icon: 'Users',
        title: {
          en: 'HRMS',
          ar: 'الموارد البشرية (HRMS)',
        },
        description: {
          en: 'People, time and pay in one place, in line with Kuwaiti labour law.',
          ar: 'الموظفون والدوام والرواتب في مكان واحد، وفق قانون العمل الكويتي.',
        },
        features: [
          {
            text: {
              en: 'Employee records and documents',
              ar: 'ملفات الموظفين ومستنداتهم',
            },
          },
          {
            text: {
              en: 'Attendance and shifts',
              ar: 'الحضور والانصراف والمناوبات',
            },
          },
          {
            text: {
              en: 'Leave and end-of-service',
              ar: 'الإجازات ومكافأة نهاية الخدمة',
            },
          },
          {
            text: {
              en: 'Payroll with bank transfer files',
              ar: 'مسير رواتب مع ملفات التحويل البنكي',
            },
          },
        ],
      },
      {
        icon: 'Boxes',
        title: {
          en: 'Inventory',
          ar: 'المخزون',
        },
        description: {
          en: 'Know what you hold, where, and when to order more.',
          ar: 'اعرف ما لديك وأين يوجد ومتى تطلب المزيد.',
        },
        features: [
          {
            text: {
              en: 'Multiple warehouses and branches',
              ar: 'مستودعات وفروع متعددة',
            },
          },
          {
            text: {
              en: 'Reorder points and purchase orders',
              ar: 'حدود إعادة الطلب وأوامر الشراء',
            },
          },
          {
            text: {
              en: 'Batch and expiry tracking',
              ar: 'تتبع الدفعات وتواريخ الصلاحية',
            },
          },
          {
            text: {
              en: 'Stock counts and transfers',
              ar: 'الجرد الدوري والتحويلات المخزنية',
            },
          },
        ],
      },
      {
        icon: 'ShoppingCart',
        title: {
          en: 'E-commerce',
          ar: 'التجارة الإلكترونية',
        },
        description: {
          en: 'An online store that shares stock and prices with your branches.',
          ar: 'متجر إلكتروني يتشارك المخزون والأسعار مع فروعك.',
        },
        features: [
          {
            text: {
              en: 'Bilingual storefront',
              ar: 'واجهة متجر باللغتين',
            },
          },
          {
            text: {
              en: 'Live stock from inventory',
              ar: 'مخزون محدَّث لحظيًا',
            },
          },
          {
            text: {
              en: 'KNET and card payments',
              ar: 'الدفع عبر KNET والبطاقات',
            },
          },
          {
            text: {
              en: 'Orders flow straight to fulfilment',
              ar: 'تنتقل الطلبات مباشرة إلى التجهيز',
            },
          },
        ],
      },
      {
        icon: 'BarChart3',
        title: {
          en: 'Sales',
          ar: 'المبيعات',
        },
        description: {
          en: 'Point of sale, quotations and invoices that agree with the books.',
          ar: 'نقاط بيع وعروض أسعار وفواتير متطابقة مع الحسابات.',
        },
        features: [
          {
            text: {
              en: 'Point of sale for every branch',
              ar: 'نقاط بيع لكل فرع',
            },
          },
          {
            text: {
              en: 'Quotations and invoices',
              ar: 'عروض الأسعار والفواتير',
            },
          },
          {
            text: {
              en: 'Price lists and promotions',
              ar: 'قوائم الأسعار والعروض الترويجية',
            },
          },
          {
            text: {
              en: 'Sales reports by branch and item',
              ar: 'تقارير المبيعات حسب الفرع والصنف',
            },
          },
        ],
      },
      {
        icon: 'Handshake',
        title: {
          en: 'CRM',
          ar: 'إدارة علاقات العملاء (CRM)',
        },
        description: {
          en: 'Every customer, lead and conversation, with the next step set.',
          ar: 'كل عميل وكل فرصة وكل محادثة، مع تحديد الخطوة التالية.',
        },
        features: [
          {
            text: {
              en: 'Customer profiles and history',
              ar: 'ملفات العملاء وسجل تعاملاتهم',
            },
          },
          {
            text: {
              en: 'Leads and sales pipeline',
              ar: 'العملاء المحتملون ومسار المبيعات',
            },
          },
          {
            text: {
              en: 'Follow-up tasks and reminders',
              ar: 'مهام المتابعة والتذكيرات',
            },
          },
          {
            text: {
              en: 'Loyalty points and segments',
              ar: 'نقاط الولاء وشرائح العملاء',
            },
          },
        ],
      },
      {
        icon: 'Truck',
        title: {
          en: 'Delivery',
          ar: 'التوصيل',
        },
        description: {
          en: 'Dispatch, track and settle every delivery, yours or a partner’s.',
          ar: 'وزّع كل طلب توصيل وتتبّعه وسوِّ حسابه، بأسطولك أو عبر شركائك.',
        },
        features: [
          {
            text: {
              en: 'Driver assignment and routes',
              ar: 'تعيين السائقين وتحديد المسارات',
            },
          },
          {
            text: {
              en: 'Live order tracking',
              ar: 'تتبع الطلبات مباشرة',
            },
          },
          {
            text: {
              en: 'Delivery zones and fees',
              ar: 'مناطق التوصيل ورسومها',
            },
          },
          {
            text: {
              en: 'Cash and driver settlement',
              ar: 'تسوية النقد وحسابات السائقين',
            },
          },
        ],
      },
      {
        icon: 'Megaphone',
        title: {
          en: 'Brand and marketing',
          ar: 'العلامة التجارية والتسويق',
        },
        description: {
          en: 'Campaigns that reach the right customers and show what they earned.',
          ar: 'حملات تصل إلى العملاء المناسبين وتُظهر عائدها بوضوح.',
        },
        features: [
          {
            text: {
              en: 'SMS, e-mail and push campaigns',
              ar: 'حملات عبر الرسائل النصية والبريد والإشعارات',
            },
          },
          {
            text: {
              en: 'Coupons and offers',
              ar: 'القسائم والعروض',
            },
          },
          {
            text: {
              en: 'Brand assets in one library',
              ar: 'مكتبة موحّدة لهوية العلامة',
            },
          },
          {
            text: {
              en: 'Campaign return reports',
              ar: 'تقارير عائد الحملات',
            },
          },
        ],
      },
    ],
  },
  {
    blockType: 'cards',
    anchor: 'benefits',
    tone: 'white',
    continues: false,
    eyebrow: {
      en: 'Why it pays',
      ar: 'العائد على أعمالك',
    },
    title: {
      en: 'What changes when everything is connected',
      ar: 'ما الذي يتغير عندما يترابط كل شيء',
    },
    lead: {
      en: 'Fewer spreadsheets, fewer surprises and a clear view of every branch.',
      ar: 'جداول أقل ومفاجآت أقل ورؤية واضحة لكل فرع.',
    },
    columns: '3',
    variant: 'plain',
    items: [
      {
        icon: 'Activity',
        title: {
          en: 'One live picture',
          ar: 'صورة واحدة محدَّثة',
        },
        description: {
          en: 'Sales, stock, staff and cash update together, across every branch.',
          ar: 'المبيعات والمخزون والموظفون والنقد تتحدَّث معًا في كل الفروع.',
        },
        features: [],
      },
      {
        icon: 'Zap',
        title: {
          en: 'Less manual work',
          ar: 'عمل يدوي أقل',
        },
        description: {
          en: 'Entries post once and flow everywhere: no re-typing between systems.',
          ar: 'يُسجَّل كل إدخال مرة واحدة وينتقل إلى كل مكان، دون إعادة كتابة بين الأنظمة.',
        },
        features: [],
      },
      {
        icon: 'Gauge',
        title: {
          en: 'Faster decisions',
          ar: 'قرارات أسرع',
        },
        description: {
          en: 'Dashboards and reports ready each morning, not at month end.',
          ar: 'لوحات وتقارير جاهزة كل صباح، لا في نهاية الشهر.',
        },
        features: [],
      },
      {
        icon: 'Layers',
        title: {
          en: 'Grows with you',
          ar: 'ينمو مع أعمالك',
        },
        description: {
          en: 'Start with the modules you need; add branches and modules later.',
          ar: 'ابدأ بالوحدات التي تحتاجها، وأضف الفروع والوحدات لاحقًا.',
        },
        features: [],
      },
      {
        icon: 'ShieldCheck',
        title: {
          en: 'Secure by default',
          ar: 'آمن افتراضيًا',
        },
        description: {
          en: 'Role-based access, audit trails and daily encrypted backups.',
          ar: 'صلاحيات حسب الدور وسجل تدقيق ونسخ احتياطية مشفّرة يوميًا.',
        },
        features: [],
      },
      {
        icon: 'Languages',
        title: {
          en: 'Arabic and English',
          ar: 'بالعربية والإنجليزية',
        },
        description: {
          en: 'Every screen, invoice and report in both languages.',
          ar: 'كل شاشة وفاتورة وتقرير باللغتين.',
        },
        features: [],
      },
    ],
  },
  {
    blockType: 'industries',
    anchor: 'industries',
    tone: 'surface',
    continues: false,
    eyebrow: {
      en: 'Industries',
      ar: 'القطاعات',
    },
    title: {
      en: 'Built for how Gulf businesses work',
      ar: 'مصمَّم لطريقة عمل الشركات في الخليج',
    },
    lead: {
      en: 'Eight sectors already run on the suite, each with settings made for it.',
      ar: 'ثمانية قطاعات تعمل على النظام اليوم، ولكل منها إعدادات تناسبه.',
    },
    items: [
      {
        icon: 'Utensils',
        name: {
          en: 'Restaurants and cafés',
          ar: 'المطاعم والمقاهي',
        },
        description: {
          en: 'Kitchen, delivery and branches',
          ar: 'المطبخ والتوصيل والفروع',
        },
      },
      {
        icon: 'Store',
        name: {
          en: 'Retail chains',
          ar: 'سلاسل التجزئة',
        },
        description: {
          en: 'Stores, stock and online sales',
          ar: 'المتاجر والمخزون والبيع عبر الإنترنت',
        },
      },
      {
        icon: 'Package',
        name: {
          en: 'Wholesale and distribution',
          ar: 'الجملة والتوزيع',
        },
        description: {
          en: 'Price lists, routes and credit',
          ar: 'قوائم الأسعار وخطوط التوزيع والائتمان',
        },
      },
      {
        icon: 'Settings',
        name: {
          en: 'Manufacturing',
          ar: 'التصنيع',
        },
        description: {
          en: 'Materials, batches and costing',
          ar: 'المواد الخام والدفعات والتكاليف',
        },
      },
      {
        icon: 'HeartPulse',
        name: {
          en: 'Clinics and healthcare',
          ar: 'العيادات والرعاية الصحية',
        },
        description: {
          en: 'Staff, supplies and billing',
          ar: 'الكوادر والمستلزمات والفوترة',
        },
      },
      {
        icon: 'GraduationCap',
        name: {
          en: 'Education',
          ar: 'التعليم',
        },
        description: {
          en: 'Fees, payroll and procurement',
          ar: 'الرسوم والرواتب والمشتريات',
        },
      },
      {
        icon: 'Building2',
        name: {
          en: 'Real estate',
          ar: 'العقارات',
        },
        description: {
          en: 'Leases, collections and upkeep',
          ar: 'العقود والتحصيل والصيانة',
        },
      },
      {
        icon: 'Briefcase',
        name: {
          en: 'Professional services',
          ar: 'الخدمات المهنية',
        },
        description: {
          en: 'Projects, time and invoicing',
          ar: 'المشاريع وساعات العمل والفوترة',
        },
      },
    ],
  },
  {
    blockType: 'cards',
    anchor: 'integration',
    tone: 'white',
    continues: false,
    eyebrow: {
      en: 'Integration and implementation',
      ar: 'التكامل والتطبيق',
    },
    title: {
      en: 'Connects to what you use, live in four steps',
      ar: 'يتكامل مع أدواتك ويعمل خلال أربع خطوات',
    },
    lead: {
      en: 'The suite talks to your payment, delivery and banking partners, and our team takes you from kickoff to go-live.',
      ar: 'يتصل النظام بشركائك في الدفع والتوصيل والخدمات المصرفية، ويرافقك فريقنا من الانطلاق حتى التشغيل.',
    },
    columns: '4',
    variant: 'plain',
    items: [
      {
        icon: 'CreditCard',
        title: {
          en: 'Payment gateways',
          ar: 'بوابات الدفع',
        },
        description: {
          en: 'KNET, cards and Apple Pay settle straight into the books.',
          ar: 'مدفوعات KNET والبطاقات وApple Pay تُسجَّل مباشرة في الحسابات.',
        },
        features: [],
      },
      {
        icon: 'Truck',
        title: {
          en: 'Delivery platforms',
          ar: 'منصات التوصيل',
        },
        description: {
          en: 'Orders from delivery apps arrive in the kitchen and the sales ledger.',
          ar: 'طلبات تطبيقات التوصيل تصل إلى المطبخ ودفتر المبيعات تلقائيًا.',
        },
        features: [],
      },
      {
        icon: 'Plug',
        title: {
          en: 'Open API and webhooks',
          ar: 'واجهة برمجية مفتوحة وإشعارات فورية',
        },
        description: {
          en: 'Connect your own apps, banks and government portals securely.',
          ar: 'اربط تطبيقاتك وبنوكك والبوابات الحكومية بأمان.',
        },
        features: [],
      },
      {
        icon: 'Database',
        title: {
          en: 'Data migration',
          ar: 'ترحيل البيانات',
        },
        description: {
          en: 'We move your items, customers and opening balances for you.',
          ar: 'ننقل لك الأصناف والعملاء والأرصدة الافتتاحية من نظامك الحالي.',
        },
        features: [],
      },
    ],
  },
  {
    blockType: 'steps',
    anchor: 'implementation',
    tone: 'white',
    continues: true,
    title: {
      en: 'How we implement it',
      ar: 'كيف ننفّذ النظام',
    },
    items: [
      {
        title: {
          en: 'Discover and map',
          ar: 'الاستكشاف ورسم العمليات',
        },
        description: {
          en: 'We sit with your teams, map how work flows today and agree the modules you need.',
          ar: 'نجلس مع فرقك ونرسم سير العمل الحالي ونتفق على الوحدات التي تحتاجها.',
        },
      },
      {
        title: {
          en: 'Configure and migrate',
          ar: 'الإعداد وترحيل البيانات',
        },
        description: {
          en: 'We set up branches, roles and documents, then bring your data across.',
          ar: 'نُعدّ الفروع والصلاحيات والمستندات، ثم ننقل بياناتك إلى النظام.',
        },
      },
      {
        title: {
          en: 'Train and go live',
          ar: 'التدريب والتشغيل',
        },
        description: {
          en: 'Hands-on training in Arabic and English, then a supported launch.',
          ar: 'تدريب عملي بالعربية والإنجليزية، ثم إطلاق بمرافقة فريقنا.',
        },
      },
      {
        title: {
          en: 'Support and improve',
          ar: 'الدعم والتطوير المستمر',
        },
        description: {
          en: 'Support around the clock and regular reviews to get more from the system.',
          ar: 'دعم على مدار الساعة ومراجعات دورية لتحقيق أقصى استفادة من النظام.',
        },
      },
    ],
  },
  {
    blockType: 'call-to-action',
    title: {
      en: 'See the suite running on your own data',
      ar: 'شاهد النظام يعمل على بياناتك',
    },
    text: {
      en: 'Tell us how your business works and we will show you the modules that fit, with a plan and a price.',
      ar: 'حدّثنا عن طريقة عمل شركتك، وسنعرض عليك الوحدات المناسبة مع خطة تنفيذ وعرض سعر.',
    },
  },
]
