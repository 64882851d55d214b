import type { SeedLayout } from './types'
import { mockup } from '../mockups'

/** The web-development service page, top to bottom. */
export const webDevelopment: SeedLayout = [
  {
    blockType: 'hero',
    eyebrow: {
      en: 'Web development',
      ar: 'تطوير المواقع الإلكترونية',
    },
    title: {
      en: 'Websites that work as hard as your business',
      ar: 'مواقع إلكترونية تعمل لأعمالك بلا توقف',
    },
    lead: {
      en: 'Corporate sites and web applications, bilingual from the first line of code, fast on every phone and built to be found. Designed and maintained by our team in Kuwait.',
      ar: 'مواقع مؤسسية وتطبيقات ويب ثنائية اللغة من أول سطر برمجي، سريعة على كل جوال ومبنية ليجدها عملاؤك. يصممها فريقنا في الكويت ويتولى صيانتها.',
    },
    image: mockup('web-development-hero', {
      en: 'A bilingual corporate website on desktop: navigation, hero banner, service cards and a performance score of 98',
      ar: 'موقع مؤسسي ثنائي اللغة على شاشة الحاسوب: قائمة تنقل وواجهة رئيسية وبطاقات خدمات ومؤشر أداء بدرجة 98',
    }),
    frame: 'browser',
  },
  {
    blockType: 'figures',
    style: 'overlap',
    label: {
      en: 'Web development in numbers',
      ar: 'تطوير المواقع بالأرقام',
    },
    items: [
      {
        value: {
          en: '50+',
          ar: '50+',
        },
        label: {
          en: 'Live projects',
          ar: 'مشروع قائم',
        },
      },
      {
        value: {
          en: '100%',
          ar: '100%',
        },
        label: {
          en: 'Client satisfaction',
          ar: 'رضا العملاء',
        },
      },
      {
        value: {
          en: '3+',
          ar: '3+',
        },
        label: {
          en: 'Countries',
          ar: 'دول',
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
    blockType: 'cards',
    anchor: 'main-points',
    tone: 'white',
    continues: false,
    eyebrow: {
      en: 'How we build',
      ar: 'كيف نبني',
    },
    title: {
      en: 'Three things every site we ship gets right',
      ar: 'ثلاثة أمور نتقنها في كل موقع نطلقه',
    },
    columns: '3',
    variant: 'plain',
    items: [
      {
        icon: 'Code',
        title: {
          en: 'Custom development',
          ar: 'تطوير مخصص',
        },
        description: {
          en: 'Built around how your business works, not bent to fit a template. You own the code.',
          ar: 'نبني الموقع حول طريقة عمل منشأتك، لا نحشرها في قالب جاهز. والشيفرة البرمجية ملك لك.',
        },
        features: [],
      },
      {
        icon: 'Smartphone',
        title: {
          en: 'Responsive design',
          ar: 'تصميم متجاوب',
        },
        description: {
          en: 'Every page is designed for the phone first, then the tablet and the desktop, in both languages.',
          ar: 'نصمم كل صفحة للجوال أولًا ثم للجهاز اللوحي والحاسوب، وباللغتين.',
        },
        features: [],
      },
      {
        icon: 'Search',
        title: {
          en: 'SEO optimised',
          ar: 'متوافق مع محركات البحث',
        },
        description: {
          en: 'Fast pages, clean structure and bilingual metadata, so customers find you in Arabic and English searches.',
          ar: 'صفحات سريعة وبنية واضحة وبيانات وصفية باللغتين، ليجدك عملاؤك في نتائج البحث بالعربية والإنجليزية.',
        },
        features: [],
      },
    ],
  },
  {
    blockType: 'web-portfolio',
    anchor: 'portfolio',
    tone: 'surface',
    continues: false,
    eyebrow: {
      en: 'Portfolio',
      ar: 'أعمالنا',
    },
    title: {
      en: 'Six sites we built and still look after',
      ar: 'ستة مواقع بنيناها وما زلنا نرعاها',
    },
    lead: {
      en: 'From corporate groups to clinics and academies: each one live, bilingual and edited by its own team.',
      ar: 'من المجموعات التجارية إلى العيادات والأكاديميات: كلها قائمة وثنائية اللغة ويحررها أصحابها بأنفسهم.',
    },
    items: [
      {
        title: {
          en: 'Al Noor Trading',
          ar: 'النور للتجارة',
        },
        description: {
          en: 'A bilingual corporate site for a Kuwaiti trading group with six divisions, each run by its own team from one CMS.',
          ar: 'موقع مؤسسي ثنائي اللغة لمجموعة تجارية كويتية بستة قطاعات، يدير كل فريق قسمه من نظام محتوى واحد.',
        },
        image: mockup('web-development-al-noor-trading', {
          en: 'Al Noor Trading home page: a wide banner, the six business divisions as cards and a contact strip',
          ar: 'الصفحة الرئيسية لموقع النور للتجارة: واجهة عريضة وقطاعات الأعمال الستة في بطاقات وشريط للتواصل',
        }),
        url: 'https://www.alnoor-trading.example',
        tags: [
          {
            text: {
              en: 'Corporate',
              ar: 'موقع مؤسسي',
            },
          },
          {
            text: {
              en: 'Bilingual',
              ar: 'ثنائي اللغة',
            },
          },
          {
            text: {
              en: 'CMS',
              ar: 'إدارة المحتوى',
            },
          },
        ],
        features: [
          {
            text: {
              en: 'Arabic and English with mirrored layouts',
              ar: 'العربية والإنجليزية بتخطيط منعكس لكل لغة',
            },
          },
          {
            text: {
              en: 'Division pages edited by their own teams',
              ar: 'صفحات القطاعات يحررها فريق كل قطاع',
            },
          },
          {
            text: {
              en: 'Tender and careers sections with forms',
              ar: 'قسما المناقصات والوظائف مع نماذج التقديم',
            },
          },
        ],
      },
      {
        title: {
          en: 'Marina Foods',
          ar: 'مارينا فودز',
        },
        description: {
          en: 'A restaurant group site with live menus, branch finder and table reservations for nine branches across Kuwait.',
          ar: 'موقع لمجموعة مطاعم يعرض قوائم الطعام محدّثة ويرشد إلى أقرب فرع ويتيح حجز الطاولات في تسعة فروع بالكويت.',
        },
        image: mockup('web-development-marina-foods', {
          en: 'Marina Foods site: a menu grid of dishes with prices in KWD and a reserve-a-table button',
          ar: 'موقع مارينا فودز: شبكة أطباق بأسعارها بالدينار الكويتي وزر لحجز طاولة',
        }),
        url: 'https://www.marinafoods.example',
        tags: [
          {
            text: {
              en: 'Hospitality',
              ar: 'الضيافة',
            },
          },
          {
            text: {
              en: 'Reservations',
              ar: 'الحجوزات',
            },
          },
        ],
        features: [
          {
            text: {
              en: 'Menus updated from the kitchen system',
              ar: 'قوائم طعام تُحدَّث مباشرة من نظام المطبخ',
            },
          },
          {
            text: {
              en: 'Branch finder with opening hours',
              ar: 'دليل الفروع مع مواعيد العمل',
            },
          },
          {
            text: {
              en: 'Table booking with SMS confirmation',
              ar: 'حجز الطاولات مع تأكيد برسالة نصية',
            },
          },
        ],
      },
      {
        title: {
          en: 'Desert Logistics',
          ar: 'ديزرت للخدمات اللوجستية',
        },
        description: {
          en: 'A customer portal where shippers book freight, track every consignment and download invoices.',
          ar: 'بوابة عملاء يحجز منها الشاحنون شحناتهم ويتتبعون كل إرسالية ويحمّلون فواتيرهم.',
        },
        image: mockup('web-development-desert-logistics', {
          en: 'Desert Logistics portal: a shipment tracking table with statuses and a route map',
          ar: 'بوابة ديزرت للخدمات اللوجستية: جدول لتتبع الشحنات وحالاتها وخريطة للمسار',
        }),
        url: 'https://portal.desertlogistics.example',
        tags: [
          {
            text: {
              en: 'Web application',
              ar: 'تطبيق ويب',
            },
          },
          {
            text: {
              en: 'Logistics',
              ar: 'الخدمات اللوجستية',
            },
          },
          {
            text: {
              en: 'API integration',
              ar: 'تكامل الأنظمة',
            },
          },
        ],
        features: [
          {
            text: {
              en: 'Real-time tracking from the fleet system',
              ar: 'تتبع لحظي مرتبط بنظام الأسطول',
            },
          },
          {
            text: {
              en: 'Online booking and quotations',
              ar: 'حجز الشحنات وطلب عروض الأسعار إلكترونيًا',
            },
          },
          {
            text: {
              en: 'Invoices and proof of delivery as PDF',
              ar: 'الفواتير وإثباتات التسليم بصيغة PDF',
            },
          },
        ],
      },
      {
        title: {
          en: 'Gulf Retail Group',
          ar: 'مجموعة الخليج للتجزئة',
        },
        description: {
          en: 'A brand and investor site for a retail group in Kuwait, the UAE and Bahrain, with store locator and press room.',
          ar: 'موقع للعلامة التجارية وعلاقات المستثمرين لمجموعة تجزئة في الكويت والإمارات والبحرين، مع دليل للمتاجر وغرفة أخبار.',
        },
        image: mockup('web-development-gulf-retail', {
          en: 'Gulf Retail Group site: brand tiles, a store locator by country and the latest news',
          ar: 'موقع مجموعة الخليج للتجزئة: مربعات العلامات التجارية ودليل المتاجر حسب الدولة وآخر الأخبار',
        }),
        url: 'https://www.gulfretail.example',
        tags: [
          {
            text: {
              en: 'Corporate',
              ar: 'موقع مؤسسي',
            },
          },
          {
            text: {
              en: 'Multi-country',
              ar: 'متعدد الدول',
            },
          },
        ],
        features: [
          {
            text: {
              en: 'Store locator for three countries',
              ar: 'دليل متاجر في ثلاث دول',
            },
          },
          {
            text: {
              en: 'Investor reports and press releases',
              ar: 'تقارير المستثمرين والبيانات الصحفية',
            },
          },
          {
            text: {
              en: 'Page speed score above 95',
              ar: 'سرعة تحميل تتجاوز 95 نقطة',
            },
          },
        ],
      },
      {
        title: {
          en: 'Sidra Clinics',
          ar: 'عيادات السدرة',
        },
        description: {
          en: 'A medical centre site where patients choose a doctor, book a slot and receive reminders, in Arabic or English.',
          ar: 'موقع لمركز طبي يختار فيه المريض طبيبه ويحجز موعده ويتلقى التذكيرات، بالعربية أو الإنجليزية.',
        },
        image: mockup('web-development-sidra-clinics', {
          en: 'Sidra Clinics booking page: doctor profiles and a calendar of free appointment slots',
          ar: 'صفحة الحجز في عيادات السدرة: ملفات الأطباء وتقويم بالمواعيد المتاحة',
        }),
        url: 'https://www.sidraclinics.example',
        tags: [
          {
            text: {
              en: 'Healthcare',
              ar: 'الرعاية الصحية',
            },
          },
          {
            text: {
              en: 'Booking',
              ar: 'حجز المواعيد',
            },
          },
          {
            text: {
              en: 'Bilingual',
              ar: 'ثنائي اللغة',
            },
          },
        ],
        features: [
          {
            text: {
              en: 'Online booking for 14 specialities',
              ar: 'حجز إلكتروني في 14 تخصصًا',
            },
          },
          {
            text: {
              en: 'SMS and e-mail reminders',
              ar: 'تذكيرات عبر الرسائل النصية والبريد الإلكتروني',
            },
          },
          {
            text: {
              en: 'Doctor profiles managed by reception',
              ar: 'ملفات الأطباء يديرها قسم الاستقبال',
            },
          },
        ],
      },
      {
        title: {
          en: 'Wafra Academy',
          ar: 'أكاديمية الوفرة',
        },
        description: {
          en: 'A training academy site with a course catalogue, online registration and payment, and a learner dashboard.',
          ar: 'موقع لأكاديمية تدريب يضم دليل الدورات والتسجيل والدفع الإلكتروني ولوحة متابعة للمتدرب.',
        },
        image: mockup('web-development-wafra-academy', {
          en: 'Wafra Academy course catalogue: course cards with dates, duration and a register button',
          ar: 'دليل الدورات في أكاديمية الوفرة: بطاقات الدورات بتواريخها ومدتها وزر التسجيل',
        }),
        url: 'https://www.wafra-academy.example',
        tags: [
          {
            text: {
              en: 'Education',
              ar: 'التعليم',
            },
          },
          {
            text: {
              en: 'Payments',
              ar: 'الدفع الإلكتروني',
            },
          },
        ],
        features: [
          {
            text: {
              en: 'Course registration with KNET payment',
              ar: 'التسجيل في الدورات والدفع عبر KNET',
            },
          },
          {
            text: {
              en: 'Learner dashboard and certificates',
              ar: 'لوحة للمتدرب وشهادات إتمام',
            },
          },
          {
            text: {
              en: 'Catalogue filters by topic and date',
              ar: 'تصفية الدورات حسب المجال والتاريخ',
            },
          },
        ],
      },
    ],
  },
  {
    blockType: 'cards',
    anchor: 'services',
    tone: 'white',
    continues: false,
    eyebrow: {
      en: 'Services',
      ar: 'الخدمات',
    },
    title: {
      en: 'Everything your website needs, from one team',
      ar: 'كل ما يحتاجه موقعك من فريق واحد',
    },
    lead: {
      en: 'Start with a new site, or bring us the one you have.',
      ar: 'ابدأ بموقع جديد، أو أحضر إلينا موقعك الحالي.',
    },
    columns: '3',
    variant: 'card',
    items: [
      {
        icon: 'Building2',
        title: {
          en: 'Corporate websites',
          ar: 'المواقع المؤسسية',
        },
        description: {
          en: 'A clear, credible home for your company, easy for your team to keep current.',
          ar: 'واجهة واضحة وموثوقة لشركتك، يسهل على فريقك تحديثها باستمرار.',
        },
        features: [
          {
            text: {
              en: 'Bilingual, right-to-left ready',
              ar: 'ثنائية اللغة وتدعم الكتابة من اليمين',
            },
          },
          {
            text: {
              en: 'Brand-led design',
              ar: 'تصميم ينطلق من هويتك',
            },
          },
          {
            text: {
              en: 'Lead and enquiry forms',
              ar: 'نماذج للاستفسارات والطلبات',
            },
          },
        ],
      },
      {
        icon: 'LayoutDashboard',
        title: {
          en: 'Web applications',
          ar: 'تطبيقات الويب',
        },
        description: {
          en: 'Portals, dashboards and booking systems that replace spreadsheets and phone calls.',
          ar: 'بوابات ولوحات تحكم وأنظمة حجز تغنيك عن الجداول والمكالمات الهاتفية.',
        },
        features: [
          {
            text: {
              en: 'Customer and staff portals',
              ar: 'بوابات للعملاء والموظفين',
            },
          },
          {
            text: {
              en: 'Roles and permissions',
              ar: 'أدوار وصلاحيات',
            },
          },
          {
            text: {
              en: 'Reports and exports',
              ar: 'تقارير وتصدير للبيانات',
            },
          },
        ],
      },
      {
        icon: 'Gauge',
        title: {
          en: 'Performance optimisation',
          ar: 'تحسين الأداء',
        },
        description: {
          en: 'We find what slows your site and fix it, measured before and after.',
          ar: 'نحدد ما يبطئ موقعك ونعالجه، ونقيس النتيجة قبل التحسين وبعده.',
        },
        features: [
          {
            text: {
              en: 'Core Web Vitals audit',
              ar: 'تدقيق مؤشرات Core Web Vitals',
            },
          },
          {
            text: {
              en: 'Image and caching strategy',
              ar: 'ضغط الصور وإستراتيجية التخزين المؤقت',
            },
          },
          {
            text: {
              en: 'Lighthouse scores above 90',
              ar: 'نتائج Lighthouse فوق 90',
            },
          },
        ],
      },
      {
        icon: 'ShieldCheck',
        title: {
          en: 'Security and maintenance',
          ar: 'الحماية والصيانة',
        },
        description: {
          en: 'Updates, backups and monitoring, so your site stays safe and online around the clock.',
          ar: 'تحديثات ونسخ احتياطية ومراقبة مستمرة، ليبقى موقعك آمنًا ومتاحًا على مدار الساعة.',
        },
        features: [
          {
            text: {
              en: 'Daily backups',
              ar: 'نسخ احتياطي يومي',
            },
          },
          {
            text: {
              en: 'Security patches and SSL',
              ar: 'تحديثات أمنية وشهادات SSL',
            },
          },
          {
            text: {
              en: 'Uptime monitoring',
              ar: 'مراقبة توافر الموقع',
            },
          },
        ],
      },
      {
        icon: 'FileText',
        title: {
          en: 'CMS solutions',
          ar: 'أنظمة إدارة المحتوى',
        },
        description: {
          en: 'Edit pages, news and products yourself, in Arabic and English, without calling a developer.',
          ar: 'حرّر الصفحات والأخبار والمنتجات بنفسك، بالعربية والإنجليزية، دون الحاجة إلى مطوّر.',
        },
        features: [
          {
            text: {
              en: 'Side-by-side Arabic and English editing',
              ar: 'تحرير المحتوى العربي والإنجليزي جنبًا إلى جنب',
            },
          },
          {
            text: {
              en: 'Drafts, review and publishing',
              ar: 'مسودات ومراجعة ثم نشر',
            },
          },
          {
            text: {
              en: 'Training for your team',
              ar: 'تدريب فريقك على الاستخدام',
            },
          },
        ],
      },
      {
        icon: 'Plug',
        title: {
          en: 'API integration',
          ar: 'تكامل الأنظمة',
        },
        description: {
          en: 'Connect your site to payment gateways, ERP, CRM and delivery partners.',
          ar: 'نربط موقعك ببوابات الدفع وأنظمة تخطيط موارد المؤسسات (ERP) وإدارة علاقات العملاء وشركاء التوصيل.',
        },
        features: [
          {
            text: {
              en: 'KNET and card payments',
              ar: 'الدفع عبر KNET والبطاقات',
            },
          },
          {
            text: {
              en: 'ERP and CRM sync',
              ar: 'مزامنة مع أنظمة تخطيط موارد المؤسسات (ERP) وCRM',
            },
          },
          {
            text: {
              en: 'Documented, secured APIs',
              ar: 'واجهات برمجية موثقة ومؤمّنة',
            },
          },
        ],
      },
    ],
  },
  {
    blockType: 'technologies',
    anchor: 'technologies',
    tone: 'surface',
    continues: false,
    eyebrow: {
      en: 'Technologies',
      ar: 'التقنيات',
    },
    title: {
      en: 'Proven tools, chosen for each project',
      ar: 'أدوات مجرّبة نختارها لكل مشروع',
    },
    lead: {
      en: 'Twelve technologies we work with every day, picked for what your site has to do.',
      ar: 'اثنتا عشرة تقنية نعمل بها يوميًا، نختار منها ما يناسب متطلبات موقعك.',
    },
    items: [
      {
        name: 'React',
        icon: 'Code',
      },
      {
        name: 'Vue.js',
        icon: 'Layers',
      },
      {
        name: 'Angular',
        icon: 'Gem',
      },
      {
        name: 'Node.js',
        icon: 'Server',
      },
      {
        name: 'PHP',
        icon: 'FileText',
      },
      {
        name: 'Python',
        icon: 'Brain',
      },
      {
        name: 'MongoDB',
        icon: 'Database',
      },
      {
        name: 'MySQL',
        icon: 'Database',
      },
      {
        name: 'AWS',
        icon: 'Cloud',
      },
      {
        name: 'Docker',
        icon: 'Container',
      },
      {
        name: 'Laravel',
        icon: 'Flame',
      },
      {
        name: 'Express',
        icon: 'Zap',
      },
    ],
  },
  {
    blockType: 'call-to-action',
    title: {
      en: 'Ready for a website that brings in business?',
      ar: 'لنبنِ معًا موقعًا يجلب لك العملاء',
    },
    text: {
      en: 'Tell us what you need. We reply within one working day with next steps and a first estimate.',
      ar: 'أخبرنا بما تحتاج، وسنرد خلال يوم عمل واحد بالخطوات التالية وتقدير أولي للتكلفة.',
    },
  },
]
