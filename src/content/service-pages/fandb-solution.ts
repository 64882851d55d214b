import type { SeedLayout } from './types'
import { mockup } from '../mockups'

/** The fandb-solution service page, top to bottom. */
export const fandbSolution: SeedLayout = [
  {
    blockType: 'hero',
    eyebrow: {
      en: 'Food and beverage',
      ar: 'حلول المطاعم والأغذية والمشروبات',
    },
    title: {
      en: 'Restaurant software for delivery, pickup and dine-in',
      ar: 'نظام واحد للتوصيل والاستلام والطلب داخل المطعم',
    },
    lead: {
      en: '{product} gives your restaurant its own ordering, payments, kitchen and delivery tools, with a QR menu on every table.',
      ar: 'يمنح {product} مطعمك أدواته الخاصة للطلب والدفع والمطبخ والتوصيل، مع قائمة برمز QR على كل طاولة.',
    },
    image: mockup('fandb-solution-hero-live-orders', {
      en: 'Nakhla Dine live orders board: new, preparing, ready and on-the-way orders from delivery, pickup and dine-in tables',
      ar: 'لوحة الطلبات المباشرة في Nakhla Dine: طلبات جديدة وقيد التحضير وجاهزة وفي الطريق، من التوصيل والاستلام وطاولات الصالة',
    }),
    frame: 'browser',
    product: 'dining',
  },
  {
    blockType: 'screenshots',
    anchor: 'overview',
    tone: 'white',
    continues: false,
    eyebrow: {
      en: 'Platform overview',
      ar: 'نظرة على المنصة',
    },
    title: {
      en: 'From the guest’s phone to the kitchen and back',
      ar: 'من جوال الضيف إلى المطبخ ثم إليه من جديد',
    },
    lead: {
      en: 'Four views of the platform: the dashboard, online ordering, the menu and the guest’s experience.',
      ar: 'أربع واجهات من المنصة: لوحة التحكم والطلب عبر الإنترنت وقائمة الطعام وتجربة الضيف.',
    },
    columns: '2',
    items: [
      {
        title: {
          en: 'Admin dashboard',
          ar: 'لوحة التحكم',
        },
        description: {
          en: 'Orders, sales and preparation time for today, with every live order.',
          ar: 'الطلبات والمبيعات ومدة التحضير لليوم، مع كل طلب قيد التنفيذ.',
        },
        image: mockup('fandb-solution-admin-dashboard', {
          en: 'Restaurant dashboard with orders today, sales, average preparation time, orders by hour and by channel, and live orders',
          ar: 'لوحة تحكم المطعم تعرض طلبات اليوم والمبيعات ومتوسط التحضير والطلبات حسب الساعة والقناة والطلبات الجارية',
        }),
        frame: 'browser',
      },
      {
        title: {
          en: 'Online ordering',
          ar: 'الطلب عبر الإنترنت',
        },
        description: {
          en: 'Delivery, pickup or dine-in, paid online in a few taps.',
          ar: 'توصيل أو استلام أو طلب داخل المطعم، مع الدفع الإلكتروني بلمسات قليلة.',
        },
        image: mockup('fandb-solution-online-ordering', {
          en: 'Online ordering: a restaurant menu with dishes and prices beside the basket and KNET, card and Apple Pay',
          ar: 'الطلب عبر الإنترنت: قائمة مطعم بالأطباق والأسعار بجانب السلة وخيارات الدفع KNET والبطاقة وApple Pay',
        }),
        frame: 'browser',
      },
      {
        title: {
          en: 'Menu management',
          ar: 'إدارة القائمة',
        },
        description: {
          en: 'Items, prices, photos and availability, changed in seconds.',
          ar: 'الأصناف والأسعار والصور والتوفر، تُعدَّل في ثوانٍ.',
        },
        image: mockup('fandb-solution-menu-management', {
          en: 'Menu management screen with categories and six grill dishes, their prices and availability switches',
          ar: 'شاشة إدارة القائمة تعرض الفئات وستة أطباق مشاوي بأسعارها ومفاتيح التوفر',
        }),
        frame: 'browser',
      },
      {
        title: {
          en: 'Customer experience',
          ar: 'تجربة العميل',
        },
        description: {
          en: 'Scan the table’s QR code, order, follow the status and rate the meal.',
          ar: 'امسح رمز QR على الطاولة واطلب وتابع حالة طلبك وقيّم وجبتك.',
        },
        image: mockup('fandb-solution-customer-experience', {
          en: 'A table QR code, the phone menu for table 7, the order status and a meal rating with loyalty points',
          ar: 'رمز QR على الطاولة وقائمة الطاولة 7 على الجوال وحالة الطلب وتقييم الوجبة مع نقاط الولاء',
        }),
        frame: 'browser',
      },
    ],
  },
  {
    blockType: 'cards',
    anchor: 'service-options',
    tone: 'surface',
    continues: false,
    eyebrow: {
      en: 'Service options',
      ar: 'خيارات الخدمة',
    },
    title: {
      en: 'Serve guests however they want to eat',
      ar: 'قدّم لضيوفك الطريقة التي يفضّلونها',
    },
    lead: {
      en: 'Three ways to order, one kitchen and one set of reports.',
      ar: 'ثلاث طرق للطلب، ومطبخ واحد، ومجموعة تقارير واحدة.',
    },
    columns: '3',
    variant: 'card',
    items: [
      {
        icon: 'Truck',
        title: {
          en: 'Home delivery',
          ar: 'التوصيل للمنازل',
        },
        description: {
          en: 'Your own ordering channel with zones, fees and live driver tracking.',
          ar: 'قناة طلب خاصة بك مع مناطق ورسوم توصيل وتتبع مباشر للسائق.',
        },
        features: [
          {
            text: {
              en: 'Delivery zones and minimum orders',
              ar: 'مناطق التوصيل والحد الأدنى للطلب',
            },
          },
          {
            text: {
              en: 'Live tracking for the customer',
              ar: 'تتبع مباشر للعميل',
            },
          },
        ],
      },
      {
        icon: 'ShoppingBag',
        title: {
          en: 'Pickup',
          ar: 'الاستلام من الفرع',
        },
        description: {
          en: 'Order ahead, pay online and collect at the counter or the car.',
          ar: 'اطلب مسبقًا وادفع إلكترونيًا واستلم من منضدة الطلبات أو في سيارتك.',
        },
        features: [
          {
            text: {
              en: 'Pickup time slots per branch',
              ar: 'مواعيد استلام لكل فرع',
            },
          },
          {
            text: {
              en: 'Ready-for-pickup alerts',
              ar: 'تنبيه عند جاهزية الطلب',
            },
          },
        ],
      },
      {
        icon: 'QrCode',
        title: {
          en: 'Dine-in by QR code',
          ar: 'الطلب داخل المطعم برمز QR',
        },
        description: {
          en: 'Guests scan the table’s code, order and pay without waiting.',
          ar: 'يمسح الضيف رمز الطاولة ويطلب ويدفع دون انتظار.',
        },
        features: [
          {
            text: {
              en: 'A code for every table',
              ar: 'رمز خاص لكل طاولة',
            },
          },
          {
            text: {
              en: 'Split the bill and pay at the table',
              ar: 'تقسيم الفاتورة والدفع من الطاولة',
            },
          },
        ],
      },
    ],
  },
  {
    blockType: 'cards',
    anchor: 'features',
    tone: 'white',
    continues: false,
    eyebrow: {
      en: 'Features',
      ar: 'المزايا',
    },
    title: {
      en: 'Nine tools that run the whole restaurant',
      ar: 'تسع أدوات تدير المطعم بالكامل',
    },
    lead: {
      en: 'From the menu to the last delivery of the night.',
      ar: 'من قائمة الطعام حتى آخر طلب توصيل في الليل.',
    },
    columns: '3',
    variant: 'card',
    items: [
      {
        icon: 'Tablet',
        title: {
          en: 'Digital menu',
          ar: 'قائمة طعام رقمية',
        },
        description: {
          en: 'A bilingual menu with photos, allergens and calories.',
          ar: 'قائمة باللغتين مع الصور ومسببات الحساسية والسعرات الحرارية.',
        },
        features: [],
      },
      {
        icon: 'ShoppingCart',
        title: {
          en: 'Online ordering',
          ar: 'الطلب عبر الإنترنت',
        },
        description: {
          en: 'Orders from your website and app, without marketplace commissions.',
          ar: 'طلبات من موقعك وتطبيقك، دون عمولات المنصات الوسيطة.',
        },
        features: [],
      },
      {
        icon: 'CreditCard',
        title: {
          en: 'Payment gateway',
          ar: 'بوابة الدفع',
        },
        description: {
          en: 'KNET, cards and Apple Pay, settled to your account.',
          ar: 'KNET والبطاقات وApple Pay، تُحوَّل إلى حسابك مباشرة.',
        },
        features: [],
      },
      {
        icon: 'Car',
        title: {
          en: 'Delivery management',
          ar: 'إدارة التوصيل',
        },
        description: {
          en: 'Assign drivers, plan routes and follow every order to the door.',
          ar: 'أسند الطلبات إلى السائقين وخطّط المسارات وتابع كل طلب حتى الباب.',
        },
        features: [],
      },
      {
        icon: 'Users',
        title: {
          en: 'Customer management',
          ar: 'إدارة العملاء',
        },
        description: {
          en: 'Order history, favourites and loyalty points per customer.',
          ar: 'سجل الطلبات والأصناف المفضلة ونقاط الولاء لكل عميل.',
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
          en: 'Sales by dish, hour, branch and channel, every day.',
          ar: 'المبيعات حسب الطبق والساعة والفرع والقناة، يوميًا.',
        },
        features: [],
      },
      {
        icon: 'QrCode',
        title: {
          en: 'QR code ordering',
          ar: 'الطلب برمز QR',
        },
        description: {
          en: 'Table codes that open the menu and send orders to the kitchen.',
          ar: 'رموز للطاولات تفتح القائمة وترسل الطلب إلى المطبخ.',
        },
        features: [],
      },
      {
        icon: 'Bell',
        title: {
          en: 'Real-time notifications',
          ar: 'إشعارات فورية',
        },
        description: {
          en: 'The kitchen, drivers and guests hear about each order as it moves.',
          ar: 'يعرف المطبخ والسائقون والضيوف بكل تحديث على الطلب لحظة حدوثه.',
        },
        features: [],
      },
      {
        icon: 'Boxes',
        title: {
          en: 'Inventory',
          ar: 'المخزون',
        },
        description: {
          en: 'Ingredients deducted with each sale, with low-stock alerts.',
          ar: 'تُخصم المكونات مع كل عملية بيع، مع تنبيهات عند انخفاض المخزون.',
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
      en: 'Made for everyone around the table',
      ar: 'مصممة لكل من حول المائدة',
    },
    lead: {
      en: 'Owners, chains and their customers each get what they need.',
      ar: 'يحصل أصحاب المطاعم والسلاسل وعملاؤهم على ما يحتاجه كل منهم.',
    },
    items: [
      {
        icon: 'ChefHat',
        title: {
          en: 'Restaurant owners',
          ar: 'أصحاب المطاعم',
        },
        description: {
          en: 'Take orders directly, keep the margin and know your numbers daily.',
          ar: 'استقبل الطلبات مباشرة واحتفظ بهامش ربحك واعرف أرقامك يوميًا.',
        },
        points: [
          {
            text: {
              en: 'Your brand, your customers',
              ar: 'علامتك التجارية وعملاؤك',
            },
          },
          {
            text: {
              en: 'Daily sales and cost reports',
              ar: 'تقارير يومية للمبيعات والتكاليف',
            },
          },
        ],
      },
      {
        icon: 'Store',
        title: {
          en: 'Food and beverage chains',
          ar: 'سلاسل المطاعم والمقاهي',
        },
        description: {
          en: 'One menu, one set of prices and one view across every branch.',
          ar: 'قائمة واحدة وأسعار موحّدة ورؤية شاملة لكل الفروع.',
        },
        points: [
          {
            text: {
              en: 'Central menu and pricing',
              ar: 'إدارة مركزية للقائمة والأسعار',
            },
          },
          {
            text: {
              en: 'Branch comparison',
              ar: 'مقارنة أداء الفروع',
            },
          },
        ],
      },
      {
        icon: 'Smartphone',
        title: {
          en: 'Customers',
          ar: 'العملاء',
        },
        description: {
          en: 'Order the way they like, pay easily and get rewarded for coming back.',
          ar: 'يطلبون بالطريقة التي تناسبهم ويدفعون بسهولة ويُكافَأون على العودة.',
        },
        points: [
          {
            text: {
              en: 'Delivery, pickup or dine-in',
              ar: 'توصيل أو استلام أو داخل المطعم',
            },
          },
          {
            text: {
              en: 'Loyalty points on every order',
              ar: 'نقاط ولاء مع كل طلب',
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
      en: 'Key benefits',
      ar: 'أبرز الفوائد',
    },
    title: {
      en: 'What restaurants gain',
      ar: 'ما تكسبه المطاعم',
    },
    lead: {
      en: 'Six results our clients see in their first months.',
      ar: 'ست نتائج يلمسها عملاؤنا في أشهرهم الأولى.',
    },
    columns: '3',
    variant: 'plain',
    items: [
      {
        icon: 'Wallet',
        title: {
          en: 'Keep more of each order',
          ar: 'ربح أكبر من كل طلب',
        },
        description: {
          en: 'Direct orders carry no marketplace commission.',
          ar: 'الطلبات المباشرة لا تخضع لعمولات المنصات الوسيطة.',
        },
        features: [],
      },
      {
        icon: 'Zap',
        title: {
          en: 'Faster service',
          ar: 'خدمة أسرع',
        },
        description: {
          en: 'Orders reach the kitchen instantly, with no re-keying.',
          ar: 'يصل الطلب إلى المطبخ فورًا دون إعادة إدخال.',
        },
        features: [],
      },
      {
        icon: 'BadgeCheck',
        title: {
          en: 'Fewer mistakes',
          ar: 'أخطاء أقل',
        },
        description: {
          en: 'Guests choose and confirm their own items and extras.',
          ar: 'يختار الضيف أصنافه وإضافاته ويؤكدها بنفسه.',
        },
        features: [],
      },
      {
        icon: 'Star',
        title: {
          en: 'Loyal guests',
          ar: 'ضيوف أوفياء',
        },
        description: {
          en: 'Points, offers and reminders bring customers back.',
          ar: 'النقاط والعروض والتذكيرات تعيد العملاء إليك.',
        },
        features: [],
      },
      {
        icon: 'Activity',
        title: {
          en: 'Decisions on data',
          ar: 'قرارات مبنية على البيانات',
        },
        description: {
          en: 'Know your best dishes, hours and branches.',
          ar: 'اعرف أفضل أطباقك وأوقاتك وفروعك.',
        },
        features: [],
      },
      {
        icon: 'LifeBuoy',
        title: {
          en: 'Always on',
          ar: 'متاح دائمًا',
        },
        description: {
          en: 'A cloud platform with 99% uptime and local support.',
          ar: 'منصة سحابية بنسبة تشغيل 99% ودعم محلي.',
        },
        features: [],
      },
    ],
  },
  {
    blockType: 'figures',
    style: 'section',
    anchor: 'impact',
    tone: 'surface',
    continues: false,
    eyebrow: {
      en: 'Impact',
      ar: 'الأثر',
    },
    title: {
      en: 'Serving restaurants across the Gulf',
      ar: 'نخدم المطاعم في أنحاء الخليج',
    },
    lead: {
      en: 'The platform in numbers today.',
      ar: 'المنصة بالأرقام اليوم.',
    },
    items: [
      {
        value: {
          en: '200+',
          ar: '200+',
        },
        label: {
          en: 'Restaurants',
          ar: 'مطعم',
        },
      },
      {
        value: {
          en: '50K+',
          ar: '+50 ألف',
        },
        label: {
          en: 'Orders processed',
          ar: 'طلب عبر المنصة',
        },
      },
      {
        value: {
          en: '15K+',
          ar: '+15 ألف',
        },
        label: {
          en: 'Customers served',
          ar: 'عميل يطلبون عبر المنصة',
        },
      },
      {
        value: {
          en: '99%',
          ar: '99%',
        },
        label: {
          en: 'Uptime',
          ar: 'نسبة التشغيل',
        },
      },
    ],
  },
  {
    blockType: 'call-to-action',
    title: {
      en: 'Take your restaurant’s orders directly',
      ar: 'استقبل طلبات مطعمك مباشرة',
    },
    text: {
      en: 'Book a demo and see your own menu on the platform within a week.',
      ar: 'احجز عرضًا توضيحيًا وشاهد قائمتك على المنصة خلال أسبوع.',
    },
  },
]
