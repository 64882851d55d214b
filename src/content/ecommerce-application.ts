/**
 * E-commerce application page records (spec §2 E-commerce application): four
 * screenshots, eight feature cards with feature lists, six benefits, four
 * statistics, six industries, five technologies, a four-step process and the
 * 12-week timeline in four phases. Chrome text: `servicePages.ecommerceApplication`.
 */
import type {
  Benefit,
  FeatureCard,
  ImageRef,
  Industry,
  Screenshot,
  Statistic,
  Step,
  Technology,
  TimelinePhase,
} from './types'

const IMG = '/images/services/ecommerce-application'

export const heroImage: ImageRef = {
  src: `${IMG}/hero.webp`,
  width: 1200,
  height: 750,
  alt: {
    en: 'An online store on desktop: a seasonal banner, product cards with prices in KWD and a basket with three items',
    ar: 'متجر إلكتروني على شاشة الحاسوب: واجهة لعروض الموسم وبطاقات منتجات بأسعارها بالدينار وسلة فيها ثلاثة منتجات',
  },
}

const shot = (
  id: string,
  title: { en: string; ar: string },
  description: { en: string; ar: string },
  alt: { en: string; ar: string },
): Screenshot => ({
  id,
  title,
  description,
  image: { src: `${IMG}/${id}.webp`, width: 1200, height: 750, alt },
})

export const screenshots: Screenshot[] = [
  shot(
    'storefront',
    { en: 'Storefront', ar: 'واجهة المتجر' },
    {
      en: 'A home page that sells: campaigns, categories and best sellers.',
      ar: 'صفحة رئيسية تبيع: الحملات والأقسام والمنتجات الأكثر مبيعًا.',
    },
    {
      en: 'Storefront home page with a campaign banner, category links and product cards',
      ar: 'الصفحة الرئيسية للمتجر مع واجهة الحملة وروابط الأقسام وبطاقات المنتجات',
    },
  ),
  shot(
    'product-page',
    { en: 'Product page', ar: 'صفحة المنتج' },
    {
      en: 'Photos, sizes, stock and delivery date before the customer adds to basket.',
      ar: 'الصور والمقاسات والمخزون وموعد التوصيل قبل أن يضيف العميل المنتج إلى السلة.',
    },
    {
      en: 'Product page with a photo gallery, size selector, price and add-to-basket button',
      ar: 'صفحة منتج فيها معرض صور واختيار للمقاس والسعر وزر الإضافة إلى السلة',
    },
  ),
  shot(
    'checkout',
    { en: 'One-page checkout', ar: 'إتمام الطلب في صفحة واحدة' },
    {
      en: 'Address, delivery slot and KNET, card or Apple Pay on a single page.',
      ar: 'العنوان وموعد التوصيل والدفع عبر كي نت أو البطاقة أو Apple Pay في صفحة واحدة.',
    },
    {
      en: 'Checkout page with delivery address, time slot, payment options and order summary',
      ar: 'صفحة إتمام الطلب مع عنوان التوصيل والموعد وخيارات الدفع وملخص الطلب',
    },
  ),
  shot(
    'admin-dashboard',
    { en: 'Admin dashboard', ar: 'لوحة تحكم الإدارة' },
    {
      en: 'Today’s sales, orders to pack and low-stock alerts at a glance.',
      ar: 'مبيعات اليوم والطلبات الجاهزة للتغليف وتنبيهات نقص المخزون في لمحة واحدة.',
    },
    {
      en: 'Store admin dashboard with sales figures, a revenue chart and the latest orders',
      ar: 'لوحة تحكم المتجر مع أرقام المبيعات ومخطط الإيرادات وأحدث الطلبات',
    },
  ),
]

/** The eight feature cards, each with its feature list. */
export const features: FeatureCard[] = [
  {
    icon: 'Store',
    title: { en: 'Storefront and catalogue', ar: 'واجهة المتجر والكتالوج' },
    description: {
      en: 'A fast, bilingual shop window for thousands of products.',
      ar: 'واجهة عرض سريعة ثنائية اللغة تتسع لآلاف المنتجات.',
    },
    features: [
      { en: 'Categories, filters and search', ar: 'أقسام وتصفية وبحث' },
      { en: 'Variants: size, colour, weight', ar: 'خيارات المنتج: المقاس واللون والوزن' },
      { en: 'Arabic and English product pages', ar: 'صفحات منتجات بالعربية والإنجليزية' },
    ],
  },
  {
    icon: 'CreditCard',
    title: { en: 'Secure payments', ar: 'مدفوعات آمنة' },
    description: {
      en: 'The payment methods Gulf customers actually use.',
      ar: 'وسائل الدفع التي يستخدمها عملاء الخليج فعلًا.',
    },
    features: [
      { en: 'KNET, Visa and Mastercard', ar: 'كي نت وفيزا وماستركارد' },
      { en: 'Apple Pay and Google Pay', ar: 'Apple Pay وGoogle Pay' },
      { en: 'Cash on delivery rules', ar: 'ضوابط الدفع عند الاستلام' },
    ],
  },
  {
    icon: 'Package',
    title: { en: 'Order management', ar: 'إدارة الطلبات' },
    description: {
      en: 'Every order from payment to doorstep in one list.',
      ar: 'كل طلب من لحظة الدفع حتى باب العميل في قائمة واحدة.',
    },
    features: [
      { en: 'Status updates by SMS and e-mail', ar: 'تحديثات الحالة برسائل نصية وبريد إلكتروني' },
      { en: 'Returns and refunds', ar: 'المرتجعات والمبالغ المستردة' },
      { en: 'Printable packing slips', ar: 'قسائم تغليف جاهزة للطباعة' },
    ],
  },
  {
    icon: 'Boxes',
    title: { en: 'Inventory', ar: 'المخزون' },
    description: {
      en: 'Stock that stays true across the shop, the branches and the warehouse.',
      ar: 'مخزون دقيق في المتجر الإلكتروني والفروع والمستودع.',
    },
    features: [
      { en: 'Multi-warehouse stock', ar: 'مخزون موزع على عدة مستودعات' },
      { en: 'Low-stock alerts', ar: 'تنبيهات نقص المخزون' },
      { en: 'Sync with your ERP or POS', ar: 'مزامنة مع نظام ERP أو نقاط البيع' },
    ],
  },
  {
    icon: 'Truck',
    title: { en: 'Delivery and shipping', ar: 'التوصيل والشحن' },
    description: {
      en: 'Local delivery slots and GCC shipping, priced by area.',
      ar: 'مواعيد توصيل محلية وشحن إلى دول الخليج، بأسعار حسب المنطقة.',
    },
    features: [
      { en: 'Delivery slots by area', ar: 'مواعيد التوصيل حسب المنطقة' },
      { en: 'Courier integrations', ar: 'ربط مع شركات الشحن' },
      { en: 'Live order tracking', ar: 'تتبع الطلب مباشرة' },
    ],
  },
  {
    icon: 'Users',
    title: { en: 'Customer accounts and loyalty', ar: 'حسابات العملاء والولاء' },
    description: {
      en: 'Reasons for customers to come back, and an easy way to do it.',
      ar: 'أسباب تدفع العملاء إلى العودة، وطريقة سهلة لذلك.',
    },
    features: [
      { en: 'Saved addresses and wish lists', ar: 'عناوين محفوظة وقوائم أمنيات' },
      { en: 'Points and tiers', ar: 'نقاط ومستويات عضوية' },
      { en: 'Sign-in by mobile number', ar: 'تسجيل الدخول برقم الجوال' },
    ],
  },
  {
    icon: 'Megaphone',
    title: { en: 'Marketing and promotions', ar: 'التسويق والعروض' },
    description: {
      en: 'Campaigns for Ramadan, White Friday and every season between.',
      ar: 'حملات لرمضان والجمعة البيضاء وكل موسم بينهما.',
    },
    features: [
      { en: 'Coupons and bundles', ar: 'قسائم خصم وباقات' },
      { en: 'Abandoned basket reminders', ar: 'تذكير بالسلال المتروكة' },
      { en: 'Google and Meta product feeds', ar: 'ربط المنتجات مع Google وMeta' },
    ],
  },
  {
    icon: 'BarChart3',
    title: { en: 'Analytics and reports', ar: 'التحليلات والتقارير' },
    description: {
      en: 'Know what sells, to whom and when, without exporting a spreadsheet.',
      ar: 'اعرف ما الذي يُباع، ولمن، ومتى، دون تصدير أي جدول.',
    },
    features: [
      { en: 'Sales and margin dashboards', ar: 'لوحات للمبيعات وهوامش الربح' },
      { en: 'Best sellers and slow movers', ar: 'المنتجات الأكثر والأقل مبيعًا' },
      { en: 'Conversion funnel', ar: 'مسار التحويل من الزيارة إلى الشراء' },
    ],
  },
]

export const benefits: Benefit[] = [
  {
    icon: 'Globe',
    title: { en: 'Sell around the clock', ar: 'بيع على مدار الساعة' },
    description: {
      en: 'Your store keeps taking orders after the branches close.',
      ar: 'يواصل متجرك استقبال الطلبات بعد أن تغلق الفروع أبوابها.',
    },
  },
  {
    icon: 'Zap',
    title: { en: 'Faster pages, more sales', ar: 'صفحات أسرع ومبيعات أكثر' },
    description: {
      en: 'Pages that load in 0.2 s keep shoppers from leaving before they buy.',
      ar: 'صفحات تُحمَّل في 0.2 ثانية تُبقي المتسوق حتى يُتمّ الشراء.',
    },
  },
  {
    icon: 'Languages',
    title: { en: 'Arabic and English', ar: 'بالعربية والإنجليزية' },
    description: {
      en: 'Every page, e-mail and invoice reads naturally in both languages.',
      ar: 'كل صفحة ورسالة وفاتورة تُقرأ بسلاسة باللغتين.',
    },
  },
  {
    icon: 'Wallet',
    title: { en: 'Lower running costs', ar: 'تكاليف تشغيل أقل' },
    description: {
      en: 'No per-order platform fees: you own the store and its data.',
      ar: 'لا رسوم على كل طلب لمنصة خارجية: المتجر وبياناته ملك لك.',
    },
  },
  {
    icon: 'Rocket',
    title: { en: 'Room to grow', ar: 'مساحة للنمو' },
    description: {
      en: 'Add branches, countries and sales channels without starting again.',
      ar: 'أضف فروعًا ودولًا وقنوات بيع جديدة دون أن تبدأ من الصفر.',
    },
  },
  {
    icon: 'ShieldCheck',
    title: { en: 'Secure by design', ar: 'أمان من الأساس' },
    description: {
      en: 'Payments handled by certified gateways, data encrypted, backups every day.',
      ar: 'مدفوعات عبر بوابات معتمدة وبيانات مشفرة ونسخ احتياطي يومي.',
    },
  },
]

export const stats: Statistic[] = [
  { value: '20+', label: { en: 'Stores launched', ar: 'متجرًا أُطلق' } },
  { value: '250%', label: { en: 'Sales growth', ar: 'نمو في المبيعات' } },
  { value: '0.2s', label: { en: 'Load time', ar: 'زمن التحميل' } },
  { value: '98%', label: { en: 'Client satisfaction', ar: 'رضا العملاء' } },
]

/** The six industries. */
export const industries: Industry[] = [
  {
    icon: 'Shirt',
    name: { en: 'Fashion and apparel', ar: 'الأزياء والملابس' },
    description: {
      en: 'Sizes, colours and seasonal drops.',
      ar: 'المقاسات والألوان ومجموعات المواسم.',
    },
  },
  {
    icon: 'Monitor',
    name: { en: 'Electronics', ar: 'الإلكترونيات' },
    description: { en: 'Specs, warranties and instalments.', ar: 'المواصفات والضمان والتقسيط.' },
  },
  {
    icon: 'ShoppingBag',
    name: { en: 'Grocery and food', ar: 'البقالة والأغذية' },
    description: {
      en: 'Delivery slots and weighed items.',
      ar: 'مواعيد التوصيل والمنتجات بالوزن.',
    },
  },
  {
    icon: 'Sparkles',
    name: { en: 'Health and beauty', ar: 'الصحة والجمال' },
    description: { en: 'Bundles, samples and subscriptions.', ar: 'الباقات والعينات والاشتراكات.' },
  },
  {
    icon: 'Home',
    name: { en: 'Home and furniture', ar: 'المنزل والأثاث' },
    description: { en: 'Large items and installation booking.', ar: 'القطع الكبيرة وحجز التركيب.' },
  },
  {
    icon: 'Gem',
    name: { en: 'Jewellery and gifts', ar: 'المجوهرات والهدايا' },
    description: {
      en: 'Engraving, gift wrap and messages.',
      ar: 'النقش وتغليف الهدايا والبطاقات.',
    },
  },
]

/** The technologies grid of five. */
export const technologies: Technology[] = [
  { name: 'React', icon: 'Code' },
  { name: 'Next.js', icon: 'Layers' },
  { name: 'Node.js', icon: 'Server' },
  { name: 'PostgreSQL', icon: 'Database' },
  { name: 'AWS', icon: 'Cloud' },
]

/** The four-step process. */
export const process: Step[] = [
  {
    title: { en: 'Discovery and planning', ar: 'الاستكشاف والتخطيط' },
    description: {
      en: 'We map your catalogue, payments, delivery areas and the systems the store must talk to.',
      ar: 'نحدد الكتالوج ووسائل الدفع ومناطق التوصيل والأنظمة التي يجب أن يتصل بها المتجر.',
    },
  },
  {
    title: { en: 'Design and development', ar: 'التصميم والتطوير' },
    description: {
      en: 'You review the store page by page, in both languages, as we build it.',
      ar: 'تراجع المتجر صفحةً صفحة وباللغتين، بالتوازي مع بنائه.',
    },
  },
  {
    title: { en: 'Testing and content', ar: 'الاختبار وإدخال المحتوى' },
    description: {
      en: 'Real orders, real payments and real devices, while your products are loaded.',
      ar: 'طلبات ومدفوعات حقيقية على أجهزة حقيقية، بينما نُدخل منتجاتك.',
    },
  },
  {
    title: { en: 'Launch and growth', ar: 'الإطلاق والنمو' },
    description: {
      en: 'We go live, train your team and keep tuning the store with you.',
      ar: 'نطلق المتجر وندرّب فريقك ونواصل تحسينه معك.',
    },
  },
]

/** The 12-week project in four phases. */
export const timeline: TimelinePhase[] = [
  {
    weeks: { from: 1, to: 2 },
    period: { en: 'Weeks 1-2', ar: 'الأسبوعان 1-2' },
    task: {
      en: 'Discovery, requirements and store plan',
      ar: 'الاستكشاف وتحديد المتطلبات وخطة المتجر',
    },
  },
  {
    weeks: { from: 3, to: 8 },
    period: { en: 'Weeks 3-8', ar: 'الأسابيع 3-8' },
    task: {
      en: 'Design and development, with a review every week',
      ar: 'التصميم والتطوير، مع مراجعة كل أسبوع',
    },
  },
  {
    weeks: { from: 9, to: 10 },
    period: { en: 'Weeks 9-10', ar: 'الأسبوعان 9-10' },
    task: {
      en: 'Testing, payments sign-off and product loading',
      ar: 'الاختبار واعتماد وسائل الدفع وإدخال المنتجات',
    },
  },
  {
    weeks: { from: 11, to: 12 },
    period: { en: 'Weeks 11-12', ar: 'الأسبوعان 11-12' },
    task: {
      en: 'Launch, team training and first improvements',
      ar: 'الإطلاق وتدريب الفريق وأولى التحسينات',
    },
  },
]
