import type { SeedLayout } from './types'
import { mockup } from '../mockups'

/** The mobile-app service page, top to bottom. */
export const mobileApp: SeedLayout = [
  {
    blockType: 'hero',
    eyebrow: {
      en: 'Mobile apps',
      ar: 'تطبيقات الجوال',
    },
    title: {
      en: 'Apps your customers keep on their home screen',
      ar: 'تطبيقات يحتفظ بها عملاؤك على شاشتهم الرئيسية',
    },
    lead: {
      en: 'iOS and Android apps, native or cross-platform, designed in Arabic and English and launched on both stores by one team.',
      ar: 'تطبيقات لنظامي iOS وAndroid، أصلية أو متعددة المنصات، مصممة بالعربية والإنجليزية ويطلقها فريق واحد في المتجرين.',
    },
    image: mockup('mobile-app-hero', {
      en: 'A food ordering app on a phone: restaurant cards, a basket total and a checkout button',
      ar: 'تطبيق لطلب الطعام على الجوال: بطاقات المطاعم وإجمالي السلة وزر إتمام الطلب',
    }),
    frame: 'phone',
  },
  {
    blockType: 'figures',
    style: 'overlap',
    label: {
      en: 'Mobile apps in numbers',
      ar: 'تطبيقات الجوال بالأرقام',
    },
    items: [
      {
        value: {
          en: '12+',
          ar: '12+',
        },
        label: {
          en: 'Apps delivered',
          ar: 'تطبيقًا منجزًا',
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
          en: '2',
          ar: '2',
        },
        label: {
          en: 'Platforms',
          ar: 'منصتا تشغيل',
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
    blockType: 'app-portfolio',
    anchor: 'portfolio',
    tone: 'white',
    continues: false,
    eyebrow: {
      en: 'Portfolio',
      ar: 'أعمالنا',
    },
    title: {
      en: '12 apps, live in the stores',
      ar: '12 تطبيقًا متاحًا في المتاجر',
    },
    lead: {
      en: 'Food, health, education, retail, logistics and more: apps used every day across Kuwait and the Gulf.',
      ar: 'توصيل الطعام والصحة والتعليم والتجزئة والخدمات اللوجستية وغيرها: تطبيقات تُستخدم كل يوم في الكويت والخليج.',
    },
    items: [
      {
        name: {
          en: 'Sufra',
          ar: 'سفرة',
        },
        category: {
          en: 'Food delivery',
          ar: 'توصيل الطعام',
        },
        platforms: ['ios', 'android'],
        description: {
          en: 'Order from 300 restaurants in Kuwait and follow the driver to your door.',
          ar: 'اطلب من 300 مطعم في الكويت وتابع السائق حتى باب منزلك.',
        },
        features: [
          {
            text: {
              en: 'Live driver tracking',
              ar: 'تتبع السائق لحظة بلحظة',
            },
          },
          {
            text: {
              en: 'KNET and Apple Pay',
              ar: 'الدفع عبر KNET وApple Pay',
            },
          },
          {
            text: {
              en: 'Reorder in one tap',
              ar: 'إعادة الطلب بلمسة واحدة',
            },
          },
        ],
        image: mockup('mobile-app-sufra', {
          en: 'Sufra app: restaurant list with ratings and delivery times',
          ar: 'تطبيق سفرة: قائمة المطاعم بتقييماتها ومدة التوصيل',
        }),
        url: 'https://sufra.example/app',
      },
      {
        name: {
          en: 'Nabd Fit',
          ar: 'نبض فِت',
        },
        category: {
          en: 'Health and fitness',
          ar: 'الصحة واللياقة',
        },
        platforms: ['ios', 'android'],
        description: {
          en: 'Gym class booking, workout plans and progress tracking for a chain of eight gyms.',
          ar: 'حجز الحصص الرياضية وخطط التمرين ومتابعة التقدم لسلسلة من ثماني صالات.',
        },
        features: [
          {
            text: {
              en: 'Class booking and waitlists',
              ar: 'حجز الحصص وقوائم الانتظار',
            },
          },
          {
            text: {
              en: 'Workout plans by coaches',
              ar: 'خطط تمارين يعدّها المدربون',
            },
          },
          {
            text: {
              en: 'Apple Health and Google Fit sync',
              ar: 'مزامنة مع Apple Health وGoogle Fit',
            },
          },
        ],
        image: mockup('mobile-app-nabd-fit', {
          en: 'Nabd Fit app: weekly activity rings and today’s class schedule',
          ar: 'تطبيق نبض فِت: حلقات النشاط الأسبوعي وجدول حصص اليوم',
        }),
        url: 'https://nabdfit.example/app',
      },
      {
        name: {
          en: 'Shifa Care',
          ar: 'شفاء كير',
        },
        category: {
          en: 'Healthcare',
          ar: 'الرعاية الصحية',
        },
        platforms: ['ios', 'android'],
        description: {
          en: 'Patients book appointments, see lab results and hold video consultations with their doctor.',
          ar: 'يحجز المرضى مواعيدهم ويطّلعون على نتائج التحاليل ويستشيرون أطباءهم بالفيديو.',
        },
        features: [
          {
            text: {
              en: 'Appointment booking',
              ar: 'حجز المواعيد',
            },
          },
          {
            text: {
              en: 'Secure lab results',
              ar: 'نتائج التحاليل بأمان تام',
            },
          },
          {
            text: {
              en: 'Video consultations',
              ar: 'استشارات مرئية',
            },
          },
        ],
        image: mockup('mobile-app-shifa', {
          en: 'Shifa Care app: upcoming appointment card and a list of doctors',
          ar: 'تطبيق شفاء كير: بطاقة الموعد القادم وقائمة الأطباء',
        }),
        url: 'https://shifacare.example/app',
      },
      {
        name: {
          en: 'Daris',
          ar: 'دارس',
        },
        category: {
          en: 'Education',
          ar: 'التعليم',
        },
        platforms: ['ios', 'android'],
        description: {
          en: 'A school app for parents: homework, attendance, grades and messages from teachers.',
          ar: 'تطبيق مدرسي لأولياء الأمور: الواجبات والحضور والدرجات ورسائل المعلمين.',
        },
        features: [
          {
            text: {
              en: 'Daily homework and attendance',
              ar: 'الواجبات والحضور يوميًا',
            },
          },
          {
            text: {
              en: 'Teacher–parent messaging',
              ar: 'مراسلة بين المعلم وولي الأمر',
            },
          },
          {
            text: {
              en: 'School fees payment',
              ar: 'سداد الرسوم المدرسية',
            },
          },
        ],
        image: mockup('mobile-app-daris', {
          en: 'Daris app: a student’s timetable and homework list',
          ar: 'تطبيق دارس: الجدول الدراسي للطالب وقائمة الواجبات',
        }),
        url: 'https://daris.example/app',
      },
      {
        name: {
          en: 'Bayti',
          ar: 'بيتي',
        },
        category: {
          en: 'Real estate',
          ar: 'العقارات',
        },
        platforms: ['ios', 'android'],
        description: {
          en: 'Search flats and villas for rent in Kuwait, book a viewing and sign the lease online.',
          ar: 'ابحث عن شقق وفلل للإيجار في الكويت، واحجز موعد المعاينة، ووقّع عقد الإيجار إلكترونيًا.',
        },
        features: [
          {
            text: {
              en: 'Map search by area',
              ar: 'البحث على الخريطة حسب المنطقة',
            },
          },
          {
            text: {
              en: 'Viewing appointments',
              ar: 'مواعيد المعاينة',
            },
          },
          {
            text: {
              en: 'Digital lease signing',
              ar: 'توقيع العقد رقميًا',
            },
          },
        ],
        image: mockup('mobile-app-bayti', {
          en: 'Bayti app: property cards with photos, rent in KWD and area names',
          ar: 'تطبيق بيتي: بطاقات العقارات بصورها وإيجارها بالدينار وأسماء المناطق',
        }),
        url: 'https://bayti.example/app',
      },
      {
        name: {
          en: 'Souq Al Waha',
          ar: 'سوق الواحة',
        },
        category: {
          en: 'Retail',
          ar: 'التجزئة',
        },
        platforms: ['ios', 'android'],
        description: {
          en: 'The shopping app of a hypermarket chain, with same-day delivery and a loyalty wallet.',
          ar: 'تطبيق التسوق لسلسلة أسواق كبرى، مع توصيل في اليوم نفسه ومحفظة لنقاط الولاء.',
        },
        features: [
          {
            text: {
              en: 'Same-day delivery slots',
              ar: 'مواعيد توصيل في اليوم نفسه',
            },
          },
          {
            text: {
              en: 'Loyalty points wallet',
              ar: 'محفظة نقاط الولاء',
            },
          },
          {
            text: {
              en: 'Weekly offers',
              ar: 'عروض أسبوعية',
            },
          },
        ],
        image: mockup('mobile-app-souq-alwaha', {
          en: 'Souq Al Waha app: product grid with prices and an add-to-basket button',
          ar: 'تطبيق سوق الواحة: شبكة منتجات بأسعارها وزر الإضافة إلى السلة',
        }),
        url: 'https://souqalwaha.example/app',
      },
      {
        name: {
          en: 'Qaid',
          ar: 'قيد',
        },
        category: {
          en: 'Finance',
          ar: 'المالية',
        },
        platforms: ['ios'],
        description: {
          en: 'Expense claims for field teams: snap the receipt, pick the project, get approved the same day.',
          ar: 'مطالبات المصروفات للفرق الميدانية: صوّر الإيصال واختر المشروع لتحصل على الموافقة في اليوم نفسه.',
        },
        features: [
          {
            text: {
              en: 'Receipt scanning',
              ar: 'مسح الإيصالات ضوئيًا',
            },
          },
          {
            text: {
              en: 'Manager approvals',
              ar: 'موافقات المديرين',
            },
          },
          {
            text: {
              en: 'Export to the books',
              ar: 'ترحيل إلى الحسابات',
            },
          },
        ],
        image: mockup('mobile-app-qaid', {
          en: 'Qaid app: monthly spending summary and a list of expense claims',
          ar: 'تطبيق قيد: ملخص المصروفات الشهرية وقائمة المطالبات',
        }),
        url: 'https://qaid.example/app',
      },
      {
        name: {
          en: 'Rihla',
          ar: 'رحلة',
        },
        category: {
          en: 'Travel',
          ar: 'السفر',
        },
        platforms: ['ios', 'android'],
        description: {
          en: 'A travel agency app for holiday packages, visa requests and trip documents in one place.',
          ar: 'تطبيق لوكالة سفر يجمع الباقات السياحية وطلبات التأشيرة ووثائق الرحلة في مكان واحد.',
        },
        features: [
          {
            text: {
              en: 'Package booking',
              ar: 'حجز الباقات السياحية',
            },
          },
          {
            text: {
              en: 'Visa request tracking',
              ar: 'متابعة طلبات التأشيرة',
            },
          },
          {
            text: {
              en: 'Offline trip documents',
              ar: 'وثائق الرحلة دون اتصال',
            },
          },
        ],
        image: mockup('mobile-app-rihla', {
          en: 'Rihla app: destination cards and a booked trip itinerary',
          ar: 'تطبيق رحلة: بطاقات الوجهات وبرنامج رحلة محجوزة',
        }),
        url: 'https://rihla.example/app',
      },
      {
        name: {
          en: 'Masar Driver',
          ar: 'مسار درايفر',
        },
        category: {
          en: 'Logistics',
          ar: 'الخدمات اللوجستية',
        },
        platforms: ['android'],
        description: {
          en: 'The driver app of a delivery fleet: routes, proof of delivery and cash collection on rugged Android devices.',
          ar: 'تطبيق السائقين لأسطول توصيل: المسارات وإثبات التسليم وتحصيل النقد على أجهزة Android المخصصة للعمل الميداني.',
        },
        features: [
          {
            text: {
              en: 'Optimised daily routes',
              ar: 'مسارات يومية محسّنة',
            },
          },
          {
            text: {
              en: 'Photo and signature proof',
              ar: 'إثبات التسليم بالصورة والتوقيع',
            },
          },
          {
            text: {
              en: 'Works offline',
              ar: 'يعمل دون اتصال',
            },
          },
        ],
        image: mockup('mobile-app-masar', {
          en: 'Masar Driver app: a route map with numbered stops and the next delivery',
          ar: 'تطبيق مسار درايفر: خريطة المسار بنقاط توقف مرقّمة والتوصيلة التالية',
        }),
        url: 'https://masar.example/app',
      },
      {
        name: {
          en: 'Marina Rewards',
          ar: 'مكافآت مارينا',
        },
        category: {
          en: 'Restaurants and loyalty',
          ar: 'المطاعم وبرامج الولاء',
        },
        platforms: ['ios', 'android'],
        description: {
          en: 'A loyalty app for a restaurant group: earn points at every branch and redeem them on the next visit.',
          ar: 'تطبيق ولاء لمجموعة مطاعم: اجمع النقاط في كل فرع واستبدلها في زيارتك التالية.',
        },
        features: [
          {
            text: {
              en: 'QR code at the till',
              ar: 'رمز QR عند الدفع',
            },
          },
          {
            text: {
              en: 'Tiered rewards',
              ar: 'مستويات مكافآت متدرجة',
            },
          },
          {
            text: {
              en: 'Birthday offers',
              ar: 'عروض خاصة بيوم الميلاد',
            },
          },
        ],
        image: mockup('mobile-app-marina-rewards', {
          en: 'Marina Rewards app: a points balance card and rewards to redeem',
          ar: 'تطبيق مكافآت مارينا: بطاقة رصيد النقاط والمكافآت المتاحة للاستبدال',
        }),
        url: 'https://marinarewards.example/app',
      },
      {
        name: {
          en: 'Fazaa Auto',
          ar: 'فزعة أوتو',
        },
        category: {
          en: 'Car services',
          ar: 'خدمات السيارات',
        },
        platforms: ['ios', 'android'],
        description: {
          en: 'Book a car wash, oil change or roadside help, and pay when the job is done.',
          ar: 'احجز غسيل سيارتك أو تغيير الزيت أو المساعدة على الطريق، وادفع بعد إنجاز الخدمة.',
        },
        features: [
          {
            text: {
              en: 'Service booking at home',
              ar: 'حجز الخدمة في موقعك',
            },
          },
          {
            text: {
              en: 'Roadside assistance',
              ar: 'مساعدة على الطريق',
            },
          },
          {
            text: {
              en: 'Service history per car',
              ar: 'سجل الخدمات لكل سيارة',
            },
          },
        ],
        image: mockup('mobile-app-fazaa', {
          en: 'Fazaa Auto app: service choices with prices and a booking time picker',
          ar: 'تطبيق فزعة أوتو: الخدمات بأسعارها واختيار موعد الحجز',
        }),
        url: 'https://fazaa-auto.example/app',
      },
      {
        name: {
          en: 'Tathkara',
          ar: 'تذكرة',
        },
        category: {
          en: 'Events',
          ar: 'الفعاليات',
        },
        platforms: ['ios', 'android'],
        description: {
          en: 'Tickets for concerts, exhibitions and matches, with seat selection and entry by QR code.',
          ar: 'تذاكر الحفلات والمعارض والمباريات، مع اختيار المقعد والدخول برمز QR.',
        },
        features: [
          {
            text: {
              en: 'Seat maps',
              ar: 'خرائط المقاعد',
            },
          },
          {
            text: {
              en: 'QR code entry',
              ar: 'الدخول برمز QR',
            },
          },
          {
            text: {
              en: 'Ticket transfer',
              ar: 'تحويل التذاكر',
            },
          },
        ],
        image: mockup('mobile-app-tathkara', {
          en: 'Tathkara app: an event ticket with a QR code, date and seat number',
          ar: 'تطبيق تذكرة: تذكرة فعالية برمز QR والتاريخ ورقم المقعد',
        }),
        url: 'https://tathkara.example/app',
      },
    ],
  },
  {
    blockType: 'cards',
    anchor: 'services',
    tone: 'surface',
    continues: false,
    eyebrow: {
      en: 'Services',
      ar: 'الخدمات',
    },
    title: {
      en: 'From the first sketch to the app store',
      ar: 'من الفكرة الأولى حتى متجر التطبيقات',
    },
    lead: {
      en: 'Six services that cover the whole life of an app.',
      ar: 'ست خدمات تغطي دورة حياة التطبيق كاملة.',
    },
    columns: '3',
    variant: 'card',
    items: [
      {
        icon: 'Smartphone',
        title: {
          en: 'Native development',
          ar: 'التطوير الأصلي',
        },
        description: {
          en: 'Swift for iOS and Kotlin for Android when an app needs every bit of speed and device access.',
          ar: 'Swift لنظام iOS وKotlin لنظام Android عندما يحتاج التطبيق إلى أقصى سرعة ووصول كامل إلى إمكانات الجهاز.',
        },
        features: [],
      },
      {
        icon: 'Layers',
        title: {
          en: 'Cross-platform development',
          ar: 'التطوير متعدد المنصات',
        },
        description: {
          en: 'One codebase in React Native or Flutter for both stores: faster launch, lower cost.',
          ar: 'شيفرة واحدة بتقنية React Native أو Flutter للمتجرين معًا: إطلاق أسرع وتكلفة أقل.',
        },
        features: [],
      },
      {
        icon: 'Palette',
        title: {
          en: 'UI/UX design',
          ar: 'تصميم واجهة وتجربة المستخدم',
        },
        description: {
          en: 'Prototypes tested with real users, designed for Arabic and English from the first sketch.',
          ar: 'نماذج أولية نختبرها مع مستخدمين حقيقيين، مصممة للعربية والإنجليزية منذ الرسمة الأولى.',
        },
        features: [],
      },
      {
        icon: 'Plug',
        title: {
          en: 'API integration',
          ar: 'تكامل الأنظمة',
        },
        description: {
          en: 'Payments, maps, notifications and your own back office, connected securely.',
          ar: 'نربط تطبيقك ببوابات الدفع والخرائط والإشعارات وأنظمتك الداخلية بأمان.',
        },
        features: [],
      },
      {
        icon: 'Lock',
        title: {
          en: 'App security',
          ar: 'أمن التطبيقات',
        },
        description: {
          en: 'Encrypted data, secure sign-in and tested code, to protect your users and your brand.',
          ar: 'بيانات مشفرة وتسجيل دخول آمن وشيفرة مختبرة، حمايةً لمستخدميك وسمعة علامتك.',
        },
        features: [],
      },
      {
        icon: 'Rocket',
        title: {
          en: 'App store optimisation',
          ar: 'تحسين الظهور في متاجر التطبيقات',
        },
        description: {
          en: 'Store listings, screenshots and keywords in both languages that turn searches into downloads.',
          ar: 'صفحات المتجر ولقطات الشاشة والكلمات المفتاحية باللغتين، لتتحول عمليات البحث إلى تنزيلات.',
        },
        features: [],
      },
    ],
  },
  {
    blockType: 'technologies',
    anchor: 'technologies',
    tone: 'white',
    continues: false,
    eyebrow: {
      en: 'Technologies',
      ar: 'التقنيات',
    },
    title: {
      en: 'The stack behind our apps',
      ar: 'التقنيات التي نبني بها تطبيقاتنا',
    },
    lead: {
      en: 'Native where it counts, cross-platform where it saves time and money.',
      ar: 'تطوير أصلي حيث يصنع الفارق، ومتعدد المنصات حيث يوفّر الوقت والتكلفة.',
    },
    items: [
      {
        name: 'React Native',
        icon: 'Code',
      },
      {
        name: 'Flutter',
        icon: 'Layers',
      },
      {
        name: 'Swift',
        icon: 'Smartphone',
      },
      {
        name: 'Kotlin',
        icon: 'Tablet',
      },
      {
        name: 'Firebase',
        icon: 'Flame',
      },
      {
        name: 'Node.js',
        icon: 'Server',
      },
    ],
  },
  {
    blockType: 'call-to-action',
    title: {
      en: 'Have an app idea?',
      ar: 'لديك فكرة تطبيق؟',
    },
    text: {
      en: 'Share it with us. We will tell you what it takes to build, how long and which platform to start on.',
      ar: 'شاركنا فكرتك، وسنخبرك بما يتطلبه بناؤها، والمدة اللازمة، والمنصة الأنسب للبدء.',
    },
  },
]
