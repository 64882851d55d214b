import type { Audience, Benefit, FeatureCard, ImageRef, Screenshot, Statistic } from './types'

/**
 * The food and beverage page (spec §2 "Food and beverage"): four screenshots
 * (admin dashboard, online ordering, menu management, customer experience),
 * three service options, nine features, three audiences, six key benefits
 * and the impact figures. Images: scripts/mockups-erp-property-fandb.ts.
 */

const shot = (name: string, en: string, ar: string): ImageRef => ({
  src: `/images/services/fandb-solution/${name}.webp`,
  width: 1200,
  height: 750,
  alt: { en, ar },
})

export const FANDB_HERO_IMAGE = shot(
  'hero-live-orders',
  'Nakhla Dine live orders board: new, preparing, ready and on-the-way orders from delivery, pickup and dine-in tables',
  'لوحة الطلبات المباشرة في Nakhla Dine: طلبات جديدة وقيد التحضير وجاهزة وفي الطريق، من التوصيل والاستلام وطاولات الصالة',
)

export const FANDB_SCREENSHOTS: Screenshot[] = [
  {
    id: 'admin-dashboard',
    title: { en: 'Admin dashboard', ar: 'لوحة التحكم' },
    description: {
      en: 'Orders, sales and preparation time for today, with every live order.',
      ar: 'الطلبات والمبيعات ومدة التحضير لليوم، مع كل طلب قيد التنفيذ.',
    },
    image: shot(
      'admin-dashboard',
      'Restaurant dashboard with orders today, sales, average preparation time, orders by hour and by channel, and live orders',
      'لوحة تحكم المطعم تعرض طلبات اليوم والمبيعات ومتوسط التحضير والطلبات حسب الساعة والقناة والطلبات الجارية',
    ),
  },
  {
    id: 'online-ordering',
    title: { en: 'Online ordering', ar: 'الطلب عبر الإنترنت' },
    description: {
      en: 'Delivery, pickup or dine-in, paid online in a few taps.',
      ar: 'توصيل أو استلام أو طلب داخل المطعم، مع الدفع الإلكتروني بلمسات قليلة.',
    },
    image: shot(
      'online-ordering',
      'Online ordering: a restaurant menu with dishes and prices beside the basket and KNET, card and Apple Pay',
      'الطلب عبر الإنترنت: قائمة مطعم بالأطباق والأسعار بجانب السلة وخيارات الدفع كي نت والبطاقة وApple Pay',
    ),
  },
  {
    id: 'menu-management',
    title: { en: 'Menu management', ar: 'إدارة القائمة' },
    description: {
      en: 'Items, prices, photos and availability, changed in seconds.',
      ar: 'الأصناف والأسعار والصور والتوفر، تُعدَّل في ثوانٍ.',
    },
    image: shot(
      'menu-management',
      'Menu management screen with categories and six grill dishes, their prices and availability switches',
      'شاشة إدارة القائمة تعرض الفئات وستة أطباق مشاوي بأسعارها ومفاتيح التوفر',
    ),
  },
  {
    id: 'customer-experience',
    title: { en: 'Customer experience', ar: 'تجربة العميل' },
    description: {
      en: 'Scan the table’s QR code, order, follow the status and rate the meal.',
      ar: 'امسح رمز QR على الطاولة واطلب وتابع حالة طلبك وقيّم وجبتك.',
    },
    image: shot(
      'customer-experience',
      'A table QR code, the phone menu for table 7, the order status and a meal rating with loyalty points',
      'رمز QR على الطاولة وقائمة الطاولة 7 على الجوال وحالة الطلب وتقييم الوجبة مع نقاط الولاء',
    ),
  },
]

/** Home delivery, pickup, dine-in (spec §1, §2). */
export const FANDB_SERVICE_OPTIONS: FeatureCard[] = [
  {
    icon: 'Truck',
    title: { en: 'Home delivery', ar: 'التوصيل للمنازل' },
    description: {
      en: 'Your own ordering channel with zones, fees and live driver tracking.',
      ar: 'قناة طلب خاصة بك مع مناطق ورسوم توصيل وتتبع مباشر للسائق.',
    },
    features: [
      { en: 'Delivery zones and minimum orders', ar: 'مناطق التوصيل والحد الأدنى للطلب' },
      { en: 'Live tracking for the customer', ar: 'تتبع مباشر للعميل' },
    ],
  },
  {
    icon: 'ShoppingBag',
    title: { en: 'Pickup', ar: 'الاستلام من الفرع' },
    description: {
      en: 'Order ahead, pay online and collect at the counter or the car.',
      ar: 'اطلب مسبقًا وادفع إلكترونيًا واستلم من الكاونتر أو في سيارتك.',
    },
    features: [
      { en: 'Pickup time slots per branch', ar: 'مواعيد استلام لكل فرع' },
      { en: 'Ready-for-pickup alerts', ar: 'تنبيه عند جاهزية الطلب' },
    ],
  },
  {
    icon: 'QrCode',
    title: { en: 'Dine-in by QR code', ar: 'الطلب داخل المطعم برمز QR' },
    description: {
      en: 'Guests scan the table’s code, order and pay without waiting.',
      ar: 'يمسح الضيف رمز الطاولة ويطلب ويدفع دون انتظار.',
    },
    features: [
      { en: 'A code for every table', ar: 'رمز خاص لكل طاولة' },
      { en: 'Split the bill and pay at the table', ar: 'تقسيم الفاتورة والدفع من الطاولة' },
    ],
  },
]

/** The nine features of spec §2. */
export const FANDB_FEATURES: FeatureCard[] = [
  {
    icon: 'Tablet',
    title: { en: 'Digital menu', ar: 'قائمة طعام رقمية' },
    description: {
      en: 'A bilingual menu with photos, allergens and calories.',
      ar: 'قائمة باللغتين مع الصور ومسببات الحساسية والسعرات الحرارية.',
    },
  },
  {
    icon: 'ShoppingCart',
    title: { en: 'Online ordering', ar: 'الطلب عبر الإنترنت' },
    description: {
      en: 'Orders from your website and app, without marketplace commissions.',
      ar: 'طلبات من موقعك وتطبيقك، دون عمولات المنصات الوسيطة.',
    },
  },
  {
    icon: 'CreditCard',
    title: { en: 'Payment gateway', ar: 'بوابة الدفع' },
    description: {
      en: 'KNET, cards and Apple Pay, settled to your account.',
      ar: 'كي نت والبطاقات وApple Pay، تُحوَّل إلى حسابك مباشرة.',
    },
  },
  {
    icon: 'Car',
    title: { en: 'Delivery management', ar: 'إدارة التوصيل' },
    description: {
      en: 'Assign drivers, plan routes and follow every order to the door.',
      ar: 'أسند الطلبات إلى السائقين وخطّط المسارات وتابع كل طلب حتى الباب.',
    },
  },
  {
    icon: 'Users',
    title: { en: 'Customer management', ar: 'إدارة العملاء' },
    description: {
      en: 'Order history, favourites and loyalty points per customer.',
      ar: 'سجل الطلبات والأصناف المفضلة ونقاط الولاء لكل عميل.',
    },
  },
  {
    icon: 'BarChart3',
    title: { en: 'Analytics', ar: 'التحليلات' },
    description: {
      en: 'Sales by dish, hour, branch and channel, every day.',
      ar: 'المبيعات حسب الطبق والساعة والفرع والقناة، يوميًا.',
    },
  },
  {
    icon: 'QrCode',
    title: { en: 'QR code ordering', ar: 'الطلب برمز QR' },
    description: {
      en: 'Table codes that open the menu and send orders to the kitchen.',
      ar: 'رموز للطاولات تفتح القائمة وترسل الطلب إلى المطبخ.',
    },
  },
  {
    icon: 'Bell',
    title: { en: 'Real-time notifications', ar: 'إشعارات فورية' },
    description: {
      en: 'The kitchen, drivers and guests hear about each order as it moves.',
      ar: 'يعرف المطبخ والسائقون والضيوف بكل تحديث على الطلب لحظة حدوثه.',
    },
  },
  {
    icon: 'Boxes',
    title: { en: 'Inventory', ar: 'المخزون' },
    description: {
      en: 'Ingredients deducted with each sale, with low-stock alerts.',
      ar: 'تُخصم المكونات مع كل عملية بيع، مع تنبيهات عند انخفاض المخزون.',
    },
  },
]

/** Restaurant owners, chains, customers (spec §2, §6). */
export const FANDB_AUDIENCES: Audience[] = [
  {
    icon: 'ChefHat',
    title: { en: 'Restaurant owners', ar: 'أصحاب المطاعم' },
    description: {
      en: 'Take orders directly, keep the margin and know your numbers daily.',
      ar: 'استقبل الطلبات مباشرة واحتفظ بهامش ربحك واعرف أرقامك يوميًا.',
    },
    points: [
      { en: 'Your brand, your customers', ar: 'علامتك التجارية وعملاؤك' },
      { en: 'Daily sales and cost reports', ar: 'تقارير يومية للمبيعات والتكاليف' },
    ],
  },
  {
    icon: 'Store',
    title: { en: 'Food and beverage chains', ar: 'سلاسل المطاعم والمقاهي' },
    description: {
      en: 'One menu, one set of prices and one view across every branch.',
      ar: 'قائمة واحدة وأسعار موحّدة ورؤية شاملة لكل الفروع.',
    },
    points: [
      { en: 'Central menu and pricing', ar: 'إدارة مركزية للقائمة والأسعار' },
      { en: 'Branch comparison', ar: 'مقارنة أداء الفروع' },
    ],
  },
  {
    icon: 'Smartphone',
    title: { en: 'Customers', ar: 'العملاء' },
    description: {
      en: 'Order the way they like, pay easily and get rewarded for coming back.',
      ar: 'يطلبون بالطريقة التي تناسبهم ويدفعون بسهولة ويُكافَأون على العودة.',
    },
    points: [
      { en: 'Delivery, pickup or dine-in', ar: 'توصيل أو استلام أو داخل المطعم' },
      { en: 'Loyalty points on every order', ar: 'نقاط ولاء مع كل طلب' },
    ],
  },
]

/** Six key benefits. */
export const FANDB_BENEFITS: Benefit[] = [
  {
    icon: 'Wallet',
    title: { en: 'Keep more of each order', ar: 'ربح أكبر من كل طلب' },
    description: {
      en: 'Direct orders carry no marketplace commission.',
      ar: 'الطلبات المباشرة لا تخضع لعمولات المنصات الوسيطة.',
    },
  },
  {
    icon: 'Zap',
    title: { en: 'Faster service', ar: 'خدمة أسرع' },
    description: {
      en: 'Orders reach the kitchen instantly, with no re-keying.',
      ar: 'يصل الطلب إلى المطبخ فورًا دون إعادة إدخال.',
    },
  },
  {
    icon: 'BadgeCheck',
    title: { en: 'Fewer mistakes', ar: 'أخطاء أقل' },
    description: {
      en: 'Guests choose and confirm their own items and extras.',
      ar: 'يختار الضيف أصنافه وإضافاته ويؤكدها بنفسه.',
    },
  },
  {
    icon: 'Star',
    title: { en: 'Loyal guests', ar: 'ضيوف أوفياء' },
    description: {
      en: 'Points, offers and reminders bring customers back.',
      ar: 'النقاط والعروض والتذكيرات تعيد العملاء إليك.',
    },
  },
  {
    icon: 'Activity',
    title: { en: 'Decisions on data', ar: 'قرارات مبنية على البيانات' },
    description: {
      en: 'Know your best dishes, hours and branches.',
      ar: 'اعرف أفضل أطباقك وأوقاتك وفروعك.',
    },
  },
  {
    icon: 'LifeBuoy',
    title: { en: 'Always on', ar: 'متاح دائمًا' },
    description: {
      en: 'A cloud platform with 99% uptime and local support.',
      ar: 'منصة سحابية بنسبة تشغيل 99% ودعم محلي.',
    },
  },
]

/** spec §2 impact block: 200+ restaurants, 50K+ orders, 15K+ customers, 99% uptime. */
export const FANDB_IMPACT: Statistic[] = [
  { value: '200+', label: { en: 'Restaurants', ar: 'مطعم' } },
  { value: '50K+', label: { en: 'Orders processed', ar: 'طلب تمت معالجته' } },
  { value: '15K+', label: { en: 'Customers served', ar: 'عميل تمت خدمته' } },
  { value: '99%', label: { en: 'Uptime', ar: 'نسبة التشغيل' } },
]
