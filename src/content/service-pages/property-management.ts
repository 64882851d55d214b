import type { SeedLayout } from './types'
import { mockup } from '../mockups'

/** The property-management service page, top to bottom. */
export const propertyManagement: SeedLayout = [
  {
    blockType: 'hero',
    eyebrow: {
      en: 'Property management',
      ar: 'نظام إدارة العقارات',
    },
    title: {
      en: 'One platform for landlords, managers and tenants',
      ar: 'منصة واحدة للملاك والمديرين والمستأجرين',
    },
    lead: {
      en: '{product} lists your units, screens applicants, collects rent and handles maintenance, with a website for tenants and a dashboard for you.',
      ar: 'يعرض {product} وحداتك ويتحقق من المتقدمين ويحصّل الإيجارات ويتابع الصيانة، مع موقع للمستأجرين ولوحة تحكم لك.',
    },
    image: mockup('property-management-hero-tenant-portal', {
      en: 'Nakhla Rentals tenant portal: December rent with a pay-with-KNET button, lease progress, maintenance requests and past payments',
      ar: 'بوابة المستأجر في Nakhla Rentals: إيجار ديسمبر مع زر الدفع عبر KNET، ومدة العقد، وطلبات الصيانة، والدفعات السابقة',
    }),
    frame: 'browser',
    product: 'property_management',
  },
  {
    blockType: 'screenshots',
    anchor: 'overview',
    tone: 'white',
    continues: false,
    eyebrow: {
      en: 'Project overview',
      ar: 'نظرة على المشروع',
    },
    title: {
      en: 'A rental website tenants enjoy using',
      ar: 'موقع إيجارات يستمتع المستأجرون باستخدامه',
    },
    lead: {
      en: 'Search, compare and apply online: the public side of the platform, in Arabic and English.',
      ar: 'البحث والمقارنة وتقديم الطلب إلكترونيًا: الواجهة العامة للمنصة بالعربية والإنجليزية.',
    },
    columns: '3',
    items: [
      {
        title: {
          en: 'Home and search',
          ar: 'الرئيسية والبحث',
        },
        description: {
          en: 'Search by area, type, bedrooms and budget from the first screen.',
          ar: 'بحث حسب المنطقة والنوع وعدد الغرف والميزانية من الشاشة الأولى.',
        },
        image: mockup('property-management-website-home', {
          en: 'Rentals home page: a property search for Salmiya and four featured homes for rent',
          ar: 'الصفحة الرئيسية لموقع الإيجارات: بحث عن عقار في السالمية وأربعة عقارات مميزة للإيجار',
        }),
        frame: 'browser',
      },
      {
        title: {
          en: 'Property listings',
          ar: 'قائمة العقارات',
        },
        description: {
          en: 'Verified listings with filters, prices and key facts.',
          ar: 'عقارات موثَّقة مع الفلاتر والأسعار وأهم التفاصيل.',
        },
        image: mockup('property-management-website-listings', {
          en: 'Listings page with filters and six apartments for rent in Salmiya with monthly rents',
          ar: 'صفحة العقارات مع الفلاتر وست شقق للإيجار في السالمية بإيجاراتها الشهرية',
        }),
        frame: 'browser',
      },
      {
        title: {
          en: 'Property details',
          ar: 'تفاصيل العقار',
        },
        description: {
          en: 'Photos, features and rent, with viewing and application in one tap.',
          ar: 'الصور والمزايا والإيجار، مع حجز المعاينة وتقديم الطلب بلمسة واحدة.',
        },
        image: mockup('property-management-website-property', {
          en: 'Property page of a sea-view apartment with a photo gallery, features, rent and booking buttons',
          ar: 'صفحة شقة مطلة على البحر مع معرض صور ومزايا وقيمة الإيجار وأزرار الحجز',
        }),
        frame: 'browser',
      },
    ],
  },
  {
    blockType: 'screenshots',
    anchor: 'admin',
    tone: 'surface',
    continues: false,
    eyebrow: {
      en: 'Admin dashboard',
      ar: 'لوحة التحكم',
    },
    title: {
      en: 'Every building, lease and dinar in one dashboard',
      ar: 'كل مبنى وعقد ودينار في لوحة تحكم واحدة',
    },
    lead: {
      en: 'Analytics, maintenance, properties and revenue: the four views property managers live in.',
      ar: 'التحليلات والصيانة والعقارات والإيرادات: الشاشات الأربع التي يعمل عليها مديرو العقارات يوميًا.',
    },
    columns: '2',
    items: [
      {
        title: {
          en: 'Analytics',
          ar: 'التحليلات',
        },
        description: {
          en: 'Occupancy, average rent and renewals across the portfolio.',
          ar: 'نسب الإشغال ومتوسط الإيجار والتجديدات على مستوى المحفظة.',
        },
        image: mockup('property-management-admin-analytics', {
          en: 'Analytics dashboard with occupancy over twelve months, units by type and occupancy by area',
          ar: 'لوحة التحليلات تعرض الإشغال خلال اثني عشر شهرًا والوحدات حسب النوع والإشغال حسب المنطقة',
        }),
        frame: 'browser',
      },
      {
        title: {
          en: 'Maintenance',
          ar: 'الصيانة',
        },
        description: {
          en: 'Every request from new to done, with priority and location.',
          ar: 'كل طلب من لحظة استلامه حتى إنجازه، مع الأولوية والموقع.',
        },
        image: mockup('property-management-admin-maintenance', {
          en: 'Maintenance board with new, in progress, scheduled and done requests and their priorities',
          ar: 'لوحة الصيانة تعرض الطلبات الجديدة وقيد التنفيذ والمجدولة والمنجزة مع أولوياتها',
        }),
        frame: 'browser',
      },
      {
        title: {
          en: 'Properties',
          ar: 'العقارات',
        },
        description: {
          en: 'Buildings, owners, units and occupancy in one register.',
          ar: 'المباني والملاك والوحدات ونسب الإشغال في سجل واحد.',
        },
        image: mockup('property-management-admin-property', {
          en: 'Property register listing buildings with owner, number of units, occupancy and status',
          ar: 'سجل العقارات يعرض المباني مع المالك وعدد الوحدات ونسبة الإشغال والحالة',
        }),
        frame: 'browser',
      },
      {
        title: {
          en: 'Revenue',
          ar: 'الإيرادات',
        },
        description: {
          en: 'Rent collected, collection rate and the latest payments.',
          ar: 'الإيجارات المحصَّلة ونسبة التحصيل وأحدث الدفعات.',
        },
        image: mockup('property-management-admin-revenue', {
          en: 'Revenue dashboard with monthly rent collected, collection rate and the latest tenant payments',
          ar: 'لوحة الإيرادات تعرض الإيجار المحصَّل شهريًا ونسبة التحصيل وأحدث دفعات المستأجرين',
        }),
        frame: 'browser',
      },
    ],
  },
  {
    blockType: 'cards',
    anchor: 'features',
    tone: 'white',
    continues: false,
    eyebrow: {
      en: 'Platform features',
      ar: 'مزايا المنصة',
    },
    title: {
      en: 'Everything a rental needs, from listing to renewal',
      ar: 'كل ما يحتاجه الإيجار، من العرض حتى التجديد',
    },
    lead: {
      en: 'Six features that replace the spreadsheets, phone calls and paper files.',
      ar: 'ست مزايا تغنيك عن الجداول والمكالمات والملفات الورقية.',
    },
    columns: '3',
    variant: 'card',
    items: [
      {
        icon: 'Home',
        title: {
          en: 'Property listing',
          ar: 'عرض العقارات',
        },
        description: {
          en: 'Publish units with photos, rent and availability to the website in minutes.',
          ar: 'انشر الوحدات بصورها وإيجارها وتوفرها على الموقع خلال دقائق.',
        },
        features: [],
      },
      {
        icon: 'BadgeCheck',
        title: {
          en: 'Tenant screening',
          ar: 'التحقق من المستأجرين',
        },
        description: {
          en: 'Applications with Civil ID, employment and references, checked before you sign.',
          ar: 'طلبات تتضمن البطاقة المدنية وبيانات العمل والمعرّفين، تُراجَع قبل التوقيع.',
        },
        features: [],
      },
      {
        icon: 'Wallet',
        title: {
          en: 'Rent collection',
          ar: 'تحصيل الإيجارات',
        },
        description: {
          en: 'KNET and card payments, automatic reminders and receipts for every month.',
          ar: 'الدفع عبر KNET والبطاقات، مع تذكيرات تلقائية وإيصالات لكل شهر.',
        },
        features: [],
      },
      {
        icon: 'Wrench',
        title: {
          en: 'Maintenance requests',
          ar: 'طلبات الصيانة',
        },
        description: {
          en: 'Tenants report issues with photos; you assign, track and close them.',
          ar: 'يبلّغ المستأجر عن المشكلة بالصور، وأنت تُسندها وتتابعها حتى إغلاقها.',
        },
        features: [],
      },
      {
        icon: 'FileText',
        title: {
          en: 'Document management',
          ar: 'إدارة المستندات',
        },
        description: {
          en: 'Leases, IDs and inspection reports stored per unit and signed online.',
          ar: 'العقود والهويات وتقارير المعاينة محفوظة لكل وحدة وموقَّعة إلكترونيًا.',
        },
        features: [],
      },
      {
        icon: 'BarChart3',
        title: {
          en: 'Analytics',
          ar: 'التحليلات',
        },
        description: {
          en: 'Occupancy, arrears and income by building, owner and area.',
          ar: 'الإشغال والمتأخرات والدخل حسب المبنى والمالك والمنطقة.',
        },
        features: [],
      },
    ],
  },
  {
    blockType: 'audiences',
    anchor: 'audiences',
    tone: 'surface',
    continues: false,
    eyebrow: {
      en: 'Who it is for',
      ar: 'لمن صُممت المنصة',
    },
    title: {
      en: 'Built for the three sides of every rental',
      ar: 'مصممة لأطراف الإيجار الثلاثة',
    },
    lead: {
      en: 'Owners, managers and tenants each get their own view of the same information.',
      ar: 'يحصل كل من المالك والمدير والمستأجر على واجهته الخاصة للمعلومات نفسها.',
    },
    items: [
      {
        icon: 'KeyRound',
        title: {
          en: 'Property owners',
          ar: 'ملاك العقارات',
        },
        description: {
          en: 'See what each property earns and costs, without chasing anyone.',
          ar: 'اطّلع على دخل كل عقار وتكاليفه دون الحاجة إلى ملاحقة أحد.',
        },
        points: [
          {
            text: {
              en: 'Monthly owner statements',
              ar: 'كشوف حساب شهرية للمالك',
            },
          },
          {
            text: {
              en: 'Occupancy and arrears at a glance',
              ar: 'الإشغال والمتأخرات في لمحة',
            },
          },
          {
            text: {
              en: 'Approve major repairs online',
              ar: 'اعتماد الإصلاحات الكبيرة إلكترونيًا',
            },
          },
        ],
      },
      {
        icon: 'Briefcase',
        title: {
          en: 'Property managers',
          ar: 'مديرو العقارات',
        },
        description: {
          en: 'Run many buildings for many owners from one dashboard.',
          ar: 'أدر مباني عديدة لملاك متعددين من لوحة تحكم واحدة.',
        },
        points: [
          {
            text: {
              en: 'Leases, renewals and notices',
              ar: 'العقود والتجديدات والإشعارات',
            },
          },
          {
            text: {
              en: 'Maintenance jobs and vendors',
              ar: 'أعمال الصيانة والمقاولون',
            },
          },
          {
            text: {
              en: 'Collections and owner payouts',
              ar: 'التحصيل وتحويل مستحقات الملاك',
            },
          },
        ],
      },
      {
        icon: 'Users',
        title: {
          en: 'Tenants',
          ar: 'المستأجرون',
        },
        description: {
          en: 'Find a home, sign, pay and ask for repairs from their phone.',
          ar: 'يجد المستأجر منزله ويوقّع ويدفع ويطلب الصيانة من جواله.',
        },
        points: [
          {
            text: {
              en: 'Online applications and viewings',
              ar: 'طلبات ومواعيد معاينة إلكترونية',
            },
          },
          {
            text: {
              en: 'Rent paid in two taps',
              ar: 'دفع الإيجار بلمستين',
            },
          },
          {
            text: {
              en: 'Request status in real time',
              ar: 'متابعة حالة الطلبات لحظيًا',
            },
          },
        ],
      },
    ],
  },
  {
    blockType: 'figures',
    style: 'section',
    anchor: 'impact',
    tone: 'white',
    continues: false,
    eyebrow: {
      en: 'Impact',
      ar: 'الأثر',
    },
    title: {
      en: 'Trusted across the Gulf rental market',
      ar: 'موثوقة في سوق الإيجارات الخليجي',
    },
    lead: {
      en: 'The platform in numbers today.',
      ar: 'المنصة بالأرقام اليوم.',
    },
    items: [
      {
        value: {
          en: '1000+',
          ar: '1000+',
        },
        label: {
          en: 'Properties managed',
          ar: 'عقار نديره',
        },
      },
      {
        value: {
          en: '500+',
          ar: '500+',
        },
        label: {
          en: 'Landlords',
          ar: 'مالك عقار',
        },
      },
      {
        value: {
          en: '2000+',
          ar: '2000+',
        },
        label: {
          en: 'Tenants',
          ar: 'مستأجر',
        },
      },
      {
        value: {
          en: '98%',
          ar: '98%',
        },
        label: {
          en: 'Satisfaction',
          ar: 'نسبة الرضا',
        },
      },
    ],
  },
  {
    blockType: 'call-to-action',
    title: {
      en: 'Ready to manage your properties in one place?',
      ar: 'هل أنت مستعد لإدارة عقاراتك من مكان واحد؟',
    },
    text: {
      en: 'Tell us about your portfolio and we will set the platform up around it.',
      ar: 'حدّثنا عن محفظتك العقارية، وسنُعدّ المنصة بما يناسبها.',
    },
  },
]
