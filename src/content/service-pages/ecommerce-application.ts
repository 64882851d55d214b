import type { SeedLayout } from './types'
import { mockup } from '../mockups'

/** The ecommerce-application service page, top to bottom. */
export const ecommerceApplication: SeedLayout = [
  {
    blockType: 'hero',
    eyebrow: {
      en: 'E-commerce application',
      ar: 'تطبيقات التجارة الإلكترونية',
    },
    title: {
      en: 'An online store built to sell in the Gulf',
      ar: 'متجر إلكتروني صُمّم ليبيع في الخليج',
    },
    lead: {
      en: 'Fast, bilingual stores with KNET, cards and Apple Pay, local delivery slots and the back office to run it all, launched in 12 weeks.',
      ar: 'متاجر سريعة ثنائية اللغة تقبل KNET والبطاقات وApple Pay، بمواعيد توصيل محلية ولوحة إدارة متكاملة، نطلقها خلال 12 أسبوعًا.',
    },
    image: mockup('ecommerce-application-hero', {
      en: 'An online store on desktop: a seasonal banner, product cards with prices in KWD and a basket with three items',
      ar: 'متجر إلكتروني على شاشة الحاسوب: واجهة لعروض الموسم وبطاقات منتجات بأسعارها بالدينار وسلة فيها ثلاثة منتجات',
    }),
    frame: 'browser',
  },
  {
    blockType: 'figures',
    style: 'overlap',
    label: {
      en: 'E-commerce in numbers',
      ar: 'التجارة الإلكترونية بالأرقام',
    },
    items: [
      {
        value: {
          en: '20+',
          ar: '20+',
        },
        label: {
          en: 'Stores launched',
          ar: 'متجرًا أُطلق',
        },
      },
      {
        value: {
          en: '250%',
          ar: '250%',
        },
        label: {
          en: 'Sales growth',
          ar: 'نمو في المبيعات',
        },
      },
      {
        value: {
          en: '0.2s',
          ar: '0.2 ثانية',
        },
        label: {
          en: 'Load time',
          ar: 'زمن التحميل',
        },
      },
      {
        value: {
          en: '98%',
          ar: '98%',
        },
        label: {
          en: 'Client satisfaction',
          ar: 'رضا العملاء',
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
      en: 'Inside the store',
      ar: 'من داخل المتجر',
    },
    title: {
      en: 'What your customers and your team will see',
      ar: 'ما سيراه عملاؤك وفريقك',
    },
    lead: {
      en: 'Four screens from stores we run today.',
      ar: 'أربع شاشات من متاجر نديرها اليوم.',
    },
    columns: '2',
    items: [
      {
        title: {
          en: 'Storefront',
          ar: 'واجهة المتجر',
        },
        description: {
          en: 'A home page that sells: campaigns, categories and best sellers.',
          ar: 'صفحة رئيسية تبيع: الحملات والأقسام والمنتجات الأكثر مبيعًا.',
        },
        image: mockup('ecommerce-application-storefront', {
          en: 'Storefront home page with a campaign banner, category links and product cards',
          ar: 'الصفحة الرئيسية للمتجر مع واجهة الحملة وروابط الأقسام وبطاقات المنتجات',
        }),
        frame: 'browser',
      },
      {
        title: {
          en: 'Product page',
          ar: 'صفحة المنتج',
        },
        description: {
          en: 'Photos, sizes, stock and delivery date before the customer adds to basket.',
          ar: 'الصور والمقاسات والمخزون وموعد التوصيل قبل أن يضيف العميل المنتج إلى السلة.',
        },
        image: mockup('ecommerce-application-product-page', {
          en: 'Product page with a photo gallery, size selector, price and add-to-basket button',
          ar: 'صفحة منتج فيها معرض صور واختيار للمقاس والسعر وزر الإضافة إلى السلة',
        }),
        frame: 'browser',
      },
      {
        title: {
          en: 'One-page checkout',
          ar: 'إتمام الطلب في صفحة واحدة',
        },
        description: {
          en: 'Address, delivery slot and KNET, card or Apple Pay on a single page.',
          ar: 'العنوان وموعد التوصيل والدفع عبر KNET أو البطاقة أو Apple Pay في صفحة واحدة.',
        },
        image: mockup('ecommerce-application-checkout', {
          en: 'Checkout page with delivery address, time slot, payment options and order summary',
          ar: 'صفحة إتمام الطلب مع عنوان التوصيل والموعد وخيارات الدفع وملخص الطلب',
        }),
        frame: 'browser',
      },
      {
        title: {
          en: 'Admin dashboard',
          ar: 'لوحة تحكم الإدارة',
        },
        description: {
          en: 'Today’s sales, orders to pack and low-stock alerts at a glance.',
          ar: 'مبيعات اليوم والطلبات الجاهزة للتغليف وتنبيهات نقص المخزون في لمحة واحدة.',
        },
        image: mockup('ecommerce-application-admin-dashboard', {
          en: 'Store admin dashboard with sales figures, a revenue chart and the latest orders',
          ar: 'لوحة تحكم المتجر مع أرقام المبيعات ومخطط الإيرادات وأحدث الطلبات',
        }),
        frame: 'browser',
      },
    ],
  },
  {
    blockType: 'cards',
    anchor: 'features',
    tone: 'surface',
    continues: false,
    eyebrow: {
      en: 'Features',
      ar: 'المزايا',
    },
    title: {
      en: 'Everything a store needs, already built in',
      ar: 'كل ما يحتاجه المتجر، جاهز ومدمج',
    },
    lead: {
      en: 'Eight building blocks, configured for your products and your market.',
      ar: 'ثماني وحدات أساسية نهيئها لمنتجاتك وسوقك.',
    },
    columns: '4',
    variant: 'card',
    items: [
      {
        icon: 'Store',
        title: {
          en: 'Storefront and catalogue',
          ar: 'واجهة المتجر والكتالوج',
        },
        description: {
          en: 'A fast, bilingual shop window for thousands of products.',
          ar: 'واجهة عرض سريعة ثنائية اللغة تتسع لآلاف المنتجات.',
        },
        features: [
          {
            text: {
              en: 'Categories, filters and search',
              ar: 'أقسام وتصفية وبحث',
            },
          },
          {
            text: {
              en: 'Variants: size, colour, weight',
              ar: 'خيارات المنتج: المقاس واللون والوزن',
            },
          },
          {
            text: {
              en: 'Arabic and English product pages',
              ar: 'صفحات منتجات بالعربية والإنجليزية',
            },
          },
        ],
      },
      {
        icon: 'CreditCard',
        title: {
          en: 'Secure payments',
          ar: 'مدفوعات آمنة',
        },
        description: {
          en: 'The payment methods Gulf customers actually use.',
          ar: 'وسائل الدفع التي يستخدمها عملاء الخليج فعلًا.',
        },
        features: [
          {
            text: {
              en: 'KNET, Visa and Mastercard',
              ar: 'KNET وفيزا وماستركارد',
            },
          },
          {
            text: {
              en: 'Apple Pay and Google Pay',
              ar: 'Apple Pay وGoogle Pay',
            },
          },
          {
            text: {
              en: 'Cash on delivery rules',
              ar: 'ضوابط الدفع عند الاستلام',
            },
          },
        ],
      },
      {
        icon: 'Package',
        title: {
          en: 'Order management',
          ar: 'إدارة الطلبات',
        },
        description: {
          en: 'Every order from payment to doorstep in one list.',
          ar: 'كل طلب من لحظة الدفع حتى باب العميل في قائمة واحدة.',
        },
        features: [
          {
            text: {
              en: 'Status updates by SMS and e-mail',
              ar: 'تحديثات الحالة برسائل نصية وبريد إلكتروني',
            },
          },
          {
            text: {
              en: 'Returns and refunds',
              ar: 'المرتجعات والمبالغ المستردة',
            },
          },
          {
            text: {
              en: 'Printable packing slips',
              ar: 'قسائم تغليف جاهزة للطباعة',
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
          en: 'Stock that stays true across the shop, the branches and the warehouse.',
          ar: 'مخزون دقيق في المتجر الإلكتروني والفروع والمستودع.',
        },
        features: [
          {
            text: {
              en: 'Multi-warehouse stock',
              ar: 'مخزون موزع على عدة مستودعات',
            },
          },
          {
            text: {
              en: 'Low-stock alerts',
              ar: 'تنبيهات نقص المخزون',
            },
          },
          {
            text: {
              en: 'Sync with your ERP or POS',
              ar: 'مزامنة مع نظام تخطيط موارد المؤسسات (ERP) أو نقاط البيع',
            },
          },
        ],
      },
      {
        icon: 'Truck',
        title: {
          en: 'Delivery and shipping',
          ar: 'التوصيل والشحن',
        },
        description: {
          en: 'Local delivery slots and GCC shipping, priced by area.',
          ar: 'مواعيد توصيل محلية وشحن إلى دول الخليج، بأسعار حسب المنطقة.',
        },
        features: [
          {
            text: {
              en: 'Delivery slots by area',
              ar: 'مواعيد التوصيل حسب المنطقة',
            },
          },
          {
            text: {
              en: 'Courier integrations',
              ar: 'ربط مع شركات الشحن',
            },
          },
          {
            text: {
              en: 'Live order tracking',
              ar: 'تتبع الطلب مباشرة',
            },
          },
        ],
      },
      {
        icon: 'Users',
        title: {
          en: 'Customer accounts and loyalty',
          ar: 'حسابات العملاء والولاء',
        },
        description: {
          en: 'Reasons for customers to come back, and an easy way to do it.',
          ar: 'أسباب تدفع العملاء إلى العودة، وطريقة سهلة لذلك.',
        },
        features: [
          {
            text: {
              en: 'Saved addresses and wish lists',
              ar: 'عناوين محفوظة وقوائم أمنيات',
            },
          },
          {
            text: {
              en: 'Points and tiers',
              ar: 'نقاط ومستويات عضوية',
            },
          },
          {
            text: {
              en: 'Sign-in by mobile number',
              ar: 'تسجيل الدخول برقم الجوال',
            },
          },
        ],
      },
      {
        icon: 'Megaphone',
        title: {
          en: 'Marketing and promotions',
          ar: 'التسويق والعروض',
        },
        description: {
          en: 'Campaigns for Ramadan, White Friday and every season between.',
          ar: 'حملات لرمضان والجمعة البيضاء وكل موسم بينهما.',
        },
        features: [
          {
            text: {
              en: 'Coupons and bundles',
              ar: 'قسائم خصم وباقات',
            },
          },
          {
            text: {
              en: 'Abandoned basket reminders',
              ar: 'تذكير بالسلال المتروكة',
            },
          },
          {
            text: {
              en: 'Google and Meta product feeds',
              ar: 'ربط المنتجات مع Google وMeta',
            },
          },
        ],
      },
      {
        icon: 'BarChart3',
        title: {
          en: 'Analytics and reports',
          ar: 'التحليلات والتقارير',
        },
        description: {
          en: 'Know what sells, to whom and when, without exporting a spreadsheet.',
          ar: 'اعرف ما الذي يُباع، ولمن، ومتى، دون تصدير أي جدول.',
        },
        features: [
          {
            text: {
              en: 'Sales and margin dashboards',
              ar: 'لوحات للمبيعات وهوامش الربح',
            },
          },
          {
            text: {
              en: 'Best sellers and slow movers',
              ar: 'المنتجات الأكثر والأقل مبيعًا',
            },
          },
          {
            text: {
              en: 'Conversion funnel',
              ar: 'مسار التحويل من الزيارة إلى الشراء',
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
      ar: 'لماذا يستحق الاستثمار',
    },
    title: {
      en: 'What changes when your store is yours',
      ar: 'ما الذي يتغير حين يكون متجرك ملكك',
    },
    columns: '3',
    variant: 'plain',
    items: [
      {
        icon: 'Globe',
        title: {
          en: 'Sell around the clock',
          ar: 'بيع على مدار الساعة',
        },
        description: {
          en: 'Your store keeps taking orders after the branches close.',
          ar: 'يواصل متجرك استقبال الطلبات بعد أن تغلق الفروع أبوابها.',
        },
        features: [],
      },
      {
        icon: 'Zap',
        title: {
          en: 'Faster pages, more sales',
          ar: 'صفحات أسرع ومبيعات أكثر',
        },
        description: {
          en: 'Pages that load in 0.2 s keep shoppers from leaving before they buy.',
          ar: 'صفحات تُحمَّل في 0.2 ثانية تُبقي المتسوق حتى يُتمّ الشراء.',
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
          en: 'Every page, e-mail and invoice reads naturally in both languages.',
          ar: 'كل صفحة ورسالة وفاتورة تُقرأ بسلاسة باللغتين.',
        },
        features: [],
      },
      {
        icon: 'Wallet',
        title: {
          en: 'Lower running costs',
          ar: 'تكاليف تشغيل أقل',
        },
        description: {
          en: 'No per-order platform fees: you own the store and its data.',
          ar: 'لا رسوم على كل طلب لمنصة خارجية: المتجر وبياناته ملك لك.',
        },
        features: [],
      },
      {
        icon: 'Rocket',
        title: {
          en: 'Room to grow',
          ar: 'مساحة للنمو',
        },
        description: {
          en: 'Add branches, countries and sales channels without starting again.',
          ar: 'أضف فروعًا ودولًا وقنوات بيع جديدة دون أن تبدأ من الصفر.',
        },
        features: [],
      },
      {
        icon: 'ShieldCheck',
        title: {
          en: 'Secure by design',
          ar: 'أمان من الأساس',
        },
        description: {
          en: 'Payments handled by certified gateways, data encrypted, backups every day.',
          ar: 'مدفوعات عبر بوابات معتمدة وبيانات مشفرة ونسخ احتياطي يومي.',
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
      en: 'Stores for every kind of retail',
      ar: 'متاجر لكل أنواع التجزئة',
    },
    items: [
      {
        icon: 'Shirt',
        name: {
          en: 'Fashion and apparel',
          ar: 'الأزياء والملابس',
        },
        description: {
          en: 'Sizes, colours and seasonal drops.',
          ar: 'المقاسات والألوان ومجموعات المواسم.',
        },
      },
      {
        icon: 'Monitor',
        name: {
          en: 'Electronics',
          ar: 'الإلكترونيات',
        },
        description: {
          en: 'Specs, warranties and instalments.',
          ar: 'المواصفات والضمان والتقسيط.',
        },
      },
      {
        icon: 'ShoppingBag',
        name: {
          en: 'Grocery and food',
          ar: 'البقالة والأغذية',
        },
        description: {
          en: 'Delivery slots and weighed items.',
          ar: 'مواعيد التوصيل والمنتجات بالوزن.',
        },
      },
      {
        icon: 'Sparkles',
        name: {
          en: 'Health and beauty',
          ar: 'الصحة والجمال',
        },
        description: {
          en: 'Bundles, samples and subscriptions.',
          ar: 'الباقات والعينات والاشتراكات.',
        },
      },
      {
        icon: 'Home',
        name: {
          en: 'Home and furniture',
          ar: 'المنزل والأثاث',
        },
        description: {
          en: 'Large items and installation booking.',
          ar: 'القطع الكبيرة وحجز التركيب.',
        },
      },
      {
        icon: 'Gem',
        name: {
          en: 'Jewellery and gifts',
          ar: 'المجوهرات والهدايا',
        },
        description: {
          en: 'Engraving, gift wrap and messages.',
          ar: 'النقش وتغليف الهدايا والبطاقات.',
        },
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
      en: 'Built on a modern, fast stack',
      ar: 'مبني على تقنيات حديثة وسريعة',
    },
    items: [
      {
        name: 'React',
        icon: 'Code',
      },
      {
        name: 'Next.js',
        icon: 'Layers',
      },
      {
        name: 'Node.js',
        icon: 'Server',
      },
      {
        name: 'PostgreSQL',
        icon: 'Database',
      },
      {
        name: 'AWS',
        icon: 'Cloud',
      },
    ],
  },
  {
    blockType: 'steps',
    anchor: 'process',
    tone: 'surface',
    continues: false,
    eyebrow: {
      en: 'How we work',
      ar: 'آلية عملنا',
    },
    title: {
      en: 'From first call to first order in four steps',
      ar: 'من أول اتصال إلى أول طلب في أربع خطوات',
    },
    lead: {
      en: 'A clear plan, with something to review every week.',
      ar: 'خطة واضحة، وما تراجعه كل أسبوع.',
    },
    items: [
      {
        title: {
          en: 'Discovery and planning',
          ar: 'الاستكشاف والتخطيط',
        },
        description: {
          en: 'We map your catalogue, payments, delivery areas and the systems the store must talk to.',
          ar: 'نحدد الكتالوج ووسائل الدفع ومناطق التوصيل والأنظمة التي يجب أن يتصل بها المتجر.',
        },
      },
      {
        title: {
          en: 'Design and development',
          ar: 'التصميم والتطوير',
        },
        description: {
          en: 'You review the store page by page, in both languages, as we build it.',
          ar: 'تراجع المتجر صفحةً صفحة وباللغتين، بالتوازي مع بنائه.',
        },
      },
      {
        title: {
          en: 'Testing and content',
          ar: 'الاختبار وإدخال المحتوى',
        },
        description: {
          en: 'Real orders, real payments and real devices, while your products are loaded.',
          ar: 'طلبات ومدفوعات حقيقية على أجهزة حقيقية، بينما نُدخل منتجاتك.',
        },
      },
      {
        title: {
          en: 'Launch and growth',
          ar: 'الإطلاق والنمو',
        },
        description: {
          en: 'We go live, train your team and keep tuning the store with you.',
          ar: 'نطلق المتجر وندرّب فريقك ونواصل تحسينه معك.',
        },
      },
    ],
  },
  {
    blockType: 'timeline',
    anchor: 'timeline',
    tone: 'surface',
    continues: true,
    timeline_title: {
      en: 'Your 12-week project plan',
      ar: 'خطة مشروعك في 12 أسبوعًا',
    },
    items: [
      {
        from_week: 1,
        to_week: 2,
        period: {
          en: 'Weeks 1-2',
          ar: 'الأسبوعان 1-2',
        },
        task: {
          en: 'Discovery, requirements and store plan',
          ar: 'الاستكشاف وتحديد المتطلبات وخطة المتجر',
        },
      },
      {
        from_week: 3,
        to_week: 8,
        period: {
          en: 'Weeks 3-8',
          ar: 'الأسابيع 3-8',
        },
        task: {
          en: 'Design and development, with a review every week',
          ar: 'التصميم والتطوير، مع مراجعة كل أسبوع',
        },
      },
      {
        from_week: 9,
        to_week: 10,
        period: {
          en: 'Weeks 9-10',
          ar: 'الأسبوعان 9-10',
        },
        task: {
          en: 'Testing, payments sign-off and product loading',
          ar: 'الاختبار واعتماد وسائل الدفع وإدخال المنتجات',
        },
      },
      {
        from_week: 11,
        to_week: 12,
        period: {
          en: 'Weeks 11-12',
          ar: 'الأسبوعان 11-12',
        },
        task: {
          en: 'Launch, team training and first improvements',
          ar: 'الإطلاق وتدريب الفريق وأولى التحسينات',
        },
      },
    ],
  },
  {
    blockType: 'call-to-action',
    title: {
      en: 'Let’s open your online store',
      ar: 'لنفتتح متجرك الإلكتروني',
    },
    text: {
      en: 'Tell us what you sell and where. We will come back with a plan and a launch date.',
      ar: 'أخبرنا بما تبيع وأين، وسنعود إليك بخطة وموعد للإطلاق.',
    },
  },
]
