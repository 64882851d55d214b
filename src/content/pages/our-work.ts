import type { SeedLayout } from '../service-pages/types'
import { mockup } from '../mockups'

/**
 * Our Work, top to bottom: the figures over the hero, the four services, the
 * two case studies (the first featured projects, told in full) and the grid
 * of the featured projects after them.
 */
export const ourWork: SeedLayout = [
  {
    blockType: 'page-hero',
    eyebrow: {
      en: 'Our work',
      ar: 'أعمالنا',
    },
    title: {
      en: 'Software that runs businesses across the Gulf',
      ar: 'برمجيات تدير أعمال الشركات في أنحاء الخليج',
    },
    lead: {
      en: 'Apps people open every day, platforms teams depend on and stores that sell around the clock: a look at what we have built for our clients.',
      ar: 'تطبيقات يفتحها الناس كل يوم، ومنصات تعتمد عليها فرق العمل، ومتاجر تبيع على مدار الساعة: نظرة على ما بنيناه لعملائنا.',
    },
    art: 'work',
    size: 'regular',
  },
  {
    blockType: 'work-figures',
    label: {
      en: 'Our work in numbers',
      ar: 'أعمالنا بالأرقام',
    },
    items: [
      {
        value: {
          en: '150+',
          ar: '150+',
        },
        label: {
          en: 'Resource strength',
          ar: 'حجم فريق العمل',
        },
      },
      {
        value: {
          en: '2,000+',
          ar: '2,000+',
        },
        label: {
          en: 'Total projects',
          ar: 'إجمالي المشاريع',
        },
      },
      {
        value: {
          en: '800+',
          ar: '800+',
        },
        label: {
          en: 'Satisfied clients',
          ar: 'عملاء راضون',
        },
      },
      {
        value: {
          en: '20+',
          ar: '20+',
        },
        label: {
          en: 'Countries served',
          ar: 'دولة نخدمها',
        },
      },
    ],
  },
  {
    blockType: 'work-services',
    anchor: 'services',
    tone: 'white',
    eyebrow: {
      en: 'What we deliver',
      ar: 'ماذا نقدّم',
    },
    title: {
      en: 'Four ways we help',
      ar: 'أربعة مجالات نساعدك فيها',
    },
    lead: {
      en: 'Every project combines some of these, delivered by one team from the first sketch to long after launch.',
      ar: 'يجمع كل مشروع بعضًا منها، ويتولاه فريق واحد من المسودة الأولى حتى ما بعد الإطلاق بوقت طويل.',
    },
    items: [
      {
        icon: 'Globe',
        title: {
          en: 'Web platforms',
          ar: 'منصات الويب',
        },
        description: {
          en: 'Bilingual websites, portals and web applications that load fast and rank well.',
          ar: 'مواقع وبوابات وتطبيقات ويب ثنائية اللغة، سريعة التحميل وتتصدّر نتائج البحث.',
        },
      },
      {
        icon: 'Smartphone',
        title: {
          en: 'Mobile apps',
          ar: 'تطبيقات الجوال',
        },
        description: {
          en: 'iOS and Android apps, from the first prototype to the app stores and beyond.',
          ar: 'تطبيقات iOS وAndroid، من النموذج الأولي حتى متاجر التطبيقات وما بعدها.',
        },
      },
      {
        icon: 'LayoutDashboard',
        title: {
          en: 'Business systems',
          ar: 'أنظمة الأعمال',
        },
        description: {
          en: 'ERP, property management and restaurant platforms that run daily operations.',
          ar: 'أنظمة تخطيط موارد المؤسسات (ERP) وإدارة العقارات ومنصات المطاعم التي تدير العمل اليومي.',
        },
      },
      {
        icon: 'Palette',
        title: {
          en: 'UI/UX design',
          ar: 'تصميم واجهات وتجربة المستخدم',
        },
        description: {
          en: 'Research, user journeys and interfaces designed for Arabic and English readers alike.',
          ar: 'بحث ورحلات مستخدم وواجهات مصمّمة لقرّاء العربية والإنجليزية على حدّ سواء.',
        },
      },
    ],
  },
  {
    blockType: 'case-studies',
    anchor: 'case-studies',
    tone: 'surface',
    eyebrow: {
      en: 'Case studies',
      ar: 'دراسات حالة',
    },
    title: {
      en: 'One nutrition business, two products',
      ar: 'منشأة تغذية واحدة ومنتجان',
    },
    lead: {
      en: 'A mobile app for people who want to eat better, and the web platform their nutritionists work in, sharing one set of data.',
      ar: 'تطبيق جوال لمن يريد تناول طعام أفضل، ومنصة ويب يعمل عليها أخصائيو التغذية، تتشاركان البيانات نفسها.',
    },
    challengeLabel: {
      en: 'The challenge',
      ar: 'التحدي',
    },
    builtLabel: {
      en: 'What we built',
      ar: 'ما بنيناه',
    },
    items: [
      {
        key: 'nutrition-app',
        name: 'Vitalo',
        kind: {
          en: 'Mobile app · iOS and Android',
          ar: 'تطبيق جوال · iOS وAndroid',
        },
        title: {
          en: 'A nutrition-tracking app people open every day',
          ar: 'تطبيق لمتابعة التغذية يفتحه المستخدمون كل يوم',
        },
        summary: {
          en: 'Vitalo helps people eat better without counting every gram: log a meal in seconds, follow daily targets for calories, protein and water, and stay in touch with a personal nutritionist.',
          ar: 'يساعد Vitalo المستخدمين على تناول طعام أفضل دون حساب كل غرام: تسجيل الوجبة في ثوانٍ، ومتابعة الأهداف اليومية من السعرات والبروتين والماء، والتواصل مع أخصائي تغذية شخصي.',
        },
        challenge: {
          en: 'The client needed an app that works for Gulf cuisine, in Arabic and English, and keeps users engaged beyond the first week.',
          ar: 'احتاج العميل إلى تطبيق يناسب المطبخ الخليجي، بالعربية والإنجليزية، ويحافظ على تفاعل المستخدمين بعد الأسبوع الأول.',
        },
        features: [
          {
            text: {
              en: 'Meal logging with a local food database and barcode scanning',
              ar: 'تسجيل الوجبات مع قاعدة بيانات أطعمة محلية ومسح الباركود',
            },
          },
          {
            text: {
              en: 'Daily rings for calories, macros and water',
              ar: 'مؤشرات يومية للسعرات والعناصر الغذائية والماء',
            },
          },
          {
            text: {
              en: 'Chat and meal plans from the user’s nutritionist',
              ar: 'محادثة وخطط وجبات من أخصائي التغذية الخاص بالمستخدم',
            },
          },
          {
            text: {
              en: 'Reminders and weekly progress reports',
              ar: 'تذكيرات وتقارير أسبوعية عن التقدّم',
            },
          },
        ],
        technologies: [
          {
            name: 'Flutter',
          },
          {
            name: 'Firebase',
          },
          {
            name: 'Node.js',
          },
          {
            name: 'PostgreSQL',
          },
        ],
        image: mockup('our-work-nutrition-app', {
          en: 'The Vitalo app’s home screen: today’s calorie ring, macro bars and the logged meals',
          ar: 'الشاشة الرئيسية لتطبيق Vitalo: مؤشر سعرات اليوم وأشرطة العناصر الغذائية والوجبات المسجّلة',
        }),
        frame: 'phone',
      },
      {
        key: 'nutritionist-platform',
        name: 'Vitalo Coach',
        kind: {
          en: 'Web platform',
          ar: 'منصة ويب',
        },
        title: {
          en: 'A web platform for nutritionists and their clients',
          ar: 'منصة ويب لأخصائيي التغذية وعملائهم',
        },
        summary: {
          en: 'Vitalo Coach gives nutritionists one place to manage clients: see each client’s logs from the app, build meal plans, book consultations and follow progress over months.',
          ar: 'تمنح Vitalo Coach أخصائيي التغذية مكانًا واحدًا لإدارة عملائهم: الاطلاع على سجلات كل عميل من التطبيق، وإعداد خطط الوجبات، وحجز الاستشارات، ومتابعة التقدّم على مدى أشهر.',
        },
        challenge: {
          en: 'Nutritionists were juggling spreadsheets, messaging apps and paper plans. They needed a single dashboard connected to what their clients log.',
          ar: 'كان أخصائيو التغذية يتنقّلون بين جداول البيانات وتطبيقات المراسلة والخطط الورقية، واحتاجوا إلى لوحة واحدة متصلة بما يسجّله عملاؤهم.',
        },
        features: [
          {
            text: {
              en: 'Client dashboard with adherence and weight trends',
              ar: 'لوحة للعملاء تعرض مدى الالتزام وتغيّر الوزن',
            },
          },
          {
            text: {
              en: 'Meal-plan builder with a bilingual recipe library',
              ar: 'أداة لإعداد خطط الوجبات مع مكتبة وصفات ثنائية اللغة',
            },
          },
          {
            text: {
              en: 'Online booking, video consultations and invoices',
              ar: 'حجز إلكتروني واستشارات بالفيديو وفواتير',
            },
          },
          {
            text: {
              en: 'Clinic accounts with roles for several nutritionists',
              ar: 'حسابات للعيادات بصلاحيات لعدة أخصائيين',
            },
          },
        ],
        technologies: [
          {
            name: 'Next.js',
          },
          {
            name: 'TypeScript',
          },
          {
            name: 'Node.js',
          },
          {
            name: 'PostgreSQL',
          },
          {
            name: 'AWS',
          },
        ],
        image: mockup('our-work-nutritionist-platform', {
          en: 'The Vitalo Coach dashboard: a client list with adherence scores and a weight-trend chart',
          ar: 'لوحة Vitalo Coach: قائمة العملاء مع نسب الالتزام ورسم بياني لتغيّر الوزن',
        }),
        frame: 'browser',
        address: 'coach.vitalo.example',
      },
    ],
  },
  {
    blockType: 'featured-projects',
    anchor: 'featured',
    tone: 'white',
    eyebrow: {
      en: 'Featured projects',
      ar: 'مشاريع مختارة',
    },
    title: {
      en: 'More of our work',
      ar: 'المزيد من أعمالنا',
    },
    lead: {
      en: 'A selection of projects across e-commerce, restaurants, property, logistics, health and corporate web.',
      ar: 'مجموعة من مشاريعنا في التجارة الإلكترونية والمطاعم والعقارات والخدمات اللوجستية والصحة ومواقع الشركات.',
    },
    items: [
      {
        key: 'souq-online-store',
        name: 'Souq Al Nakheel',
        category: {
          en: 'E-commerce',
          ar: 'تجارة إلكترونية',
        },
        description: {
          en: 'An online store for a home-goods retailer with KNET payments, delivery slots and stock synced across five branches.',
          ar: 'متجر إلكتروني لبائع أدوات منزلية مع الدفع عبر KNET ومواعيد للتوصيل ومخزون متزامن بين خمسة فروع.',
        },
        tags: [
          {
            text: {
              en: 'Web',
              ar: 'ويب',
            },
          },
          {
            text: {
              en: 'Payments',
              ar: 'الدفع الإلكتروني',
            },
          },
        ],
        image: mockup('our-work-souq-online-store', {
          en: 'The Souq Al Nakheel store: a product grid with prices and an add-to-cart button',
          ar: 'متجر سوق النخيل: شبكة منتجات مع الأسعار وزر الإضافة إلى السلة',
        }),
      },
      {
        key: 'qr-dine-in',
        name: 'Bait Al Qahwa',
        category: {
          en: 'Food and beverage',
          ar: 'الأغذية والمشروبات',
        },
        description: {
          en: 'QR-code dine-in ordering and a kitchen display for a chain of cafés, from table to kitchen in one tap.',
          ar: 'طلبات داخل المقهى برمز QR وشاشة للمطبخ لسلسلة مقاهٍ، من الطاولة إلى المطبخ بلمسة واحدة.',
        },
        tags: [
          {
            text: {
              en: 'Mobile web',
              ar: 'ويب الجوال',
            },
          },
          {
            text: {
              en: 'QR ordering',
              ar: 'الطلب برمز QR',
            },
          },
        ],
        image: mockup('our-work-qr-dine-in', {
          en: 'A café menu opened from a table’s QR code, with drinks and an order button',
          ar: 'قائمة مقهى تُفتح من رمز QR على الطاولة، مع المشروبات وزر الطلب',
        }),
      },
      {
        key: 'rentals-portal',
        name: 'Dar Properties',
        category: {
          en: 'Property management',
          ar: 'إدارة العقارات',
        },
        description: {
          en: 'A tenant portal and owner dashboard for a residential landlord: listings, online rent and maintenance tickets.',
          ar: 'بوابة للمستأجرين ولوحة للملاك لشركة عقارات سكنية: عرض الوحدات ودفع الإيجار إلكترونيًا وطلبات الصيانة.',
        },
        tags: [
          {
            text: {
              en: 'Web',
              ar: 'ويب',
            },
          },
          {
            text: {
              en: 'Dashboard',
              ar: 'لوحة متابعة',
            },
          },
        ],
        image: mockup('our-work-rentals-portal', {
          en: 'A property listing page with apartment cards, rents and availability',
          ar: 'صفحة عرض عقارات مع بطاقات الشقق والإيجارات والتوافر',
        }),
      },
      {
        key: 'fleet-dashboard',
        name: 'Sahra Logistics',
        category: {
          en: 'ERP and delivery',
          ar: 'تخطيط موارد المؤسسات والتوصيل',
        },
        description: {
          en: 'A delivery module and live fleet dashboard connected to the client’s ERP, with route planning for 40 drivers.',
          ar: 'وحدة توصيل ولوحة مباشرة للأسطول متصلة بنظام تخطيط موارد المؤسسات (ERP) لدى العميل، مع تخطيط المسارات لأربعين سائقًا.',
        },
        tags: [
          {
            text: {
              en: 'ERP',
              ar: 'ERP',
            },
          },
          {
            text: {
              en: 'Maps',
              ar: 'الخرائط',
            },
          },
        ],
        image: mockup('our-work-fleet-dashboard', {
          en: 'A fleet dashboard with a route map and a list of deliveries in progress',
          ar: 'لوحة أسطول مع خريطة للمسارات وقائمة بالتوصيلات الجارية',
        }),
      },
      {
        key: 'clinic-booking',
        name: 'Shifa Clinics',
        category: {
          en: 'Mobile app',
          ar: 'تطبيق جوال',
        },
        description: {
          en: 'An appointment app for a group of clinics: choose a doctor, book a slot, get reminders and see results.',
          ar: 'تطبيق مواعيد لمجموعة عيادات: اختيار الطبيب وحجز الموعد وتلقّي التذكيرات والاطلاع على النتائج.',
        },
        tags: [
          {
            text: {
              en: 'iOS',
              ar: 'iOS',
            },
          },
          {
            text: {
              en: 'Android',
              ar: 'Android',
            },
          },
        ],
        image: mockup('our-work-clinic-booking', {
          en: 'A clinic booking screen with a calendar and available appointment times',
          ar: 'شاشة حجز في عيادة مع تقويم ومواعيد متاحة',
        }),
      },
      {
        key: 'holding-website',
        name: 'Al Waha Holding',
        category: {
          en: 'Corporate website',
          ar: 'موقع شركة',
        },
        description: {
          en: 'A bilingual corporate site for an investment group, with a news room, investor pages and a content admin.',
          ar: 'موقع ثنائي اللغة لمجموعة استثمارية، مع مركز للأخبار وصفحات للمستثمرين ولوحة لإدارة المحتوى.',
        },
        tags: [
          {
            text: {
              en: 'Web',
              ar: 'ويب',
            },
          },
          {
            text: {
              en: 'CMS',
              ar: 'إدارة المحتوى',
            },
          },
        ],
        image: mockup('our-work-holding-website', {
          en: 'A corporate home page with a large headline, key figures and news cards',
          ar: 'صفحة رئيسية لشركة مع عنوان كبير وأرقام رئيسية وبطاقات أخبار',
        }),
      },
    ],
  },
  {
    blockType: 'cta-band',
    title: {
      en: 'Have a project in mind?',
      ar: 'هل تفكّر في مشروع جديد؟',
    },
    text: {
      en: 'Tell us what you want to build. We will reply within one working day with next steps.',
      ar: 'أخبرنا بما تريد بناءه، وسنرد عليك خلال يوم عمل واحد بالخطوات التالية.',
    },
    button: {
      label: {
        en: 'Get Started Today',
        ar: 'ابدأ اليوم',
      },
      to: '/contact',
    },
  },
]
