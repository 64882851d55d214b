/**
 * Mobile app page records (spec §2 Mobile app): the twelve-app portfolio (one
 * Android only, one iOS only, ten on both), four statistics, six services and
 * six technologies. The Arabic copy says 12 too (spec: the original's "about
 * 13" is an inconsistency not copied). Chrome text: `servicePages.mobileApp`.
 */
import type { FeatureCard, ImageRef, MobileItem, Platform, Statistic, Technology } from './types'

const IMG = '/images/services/mobile-app'

export const heroImage: ImageRef = {
  src: `${IMG}/hero.webp`,
  width: 600,
  height: 1200,
  alt: {
    en: 'A food ordering app on a phone: restaurant cards, a basket total and a checkout button',
    ar: 'تطبيق لطلب الطعام على الجوال: بطاقات المطاعم وإجمالي السلة وزر إتمام الطلب',
  },
}

const BOTH: Platform[] = ['ios', 'android']

const screen = (id: string, alt: { en: string; ar: string }): ImageRef => ({
  src: `${IMG}/${id}.webp`,
  width: 390,
  height: 780,
  alt,
})

export const apps: MobileItem[] = [
  {
    id: 'sufra',
    name: { en: 'Sufra', ar: 'سفرة' },
    category: { en: 'Food delivery', ar: 'توصيل الطعام' },
    platforms: BOTH,
    description: {
      en: 'Order from 300 restaurants in Kuwait and follow the driver to your door.',
      ar: 'اطلب من 300 مطعم في الكويت وتابع السائق حتى باب منزلك.',
    },
    features: [
      { en: 'Live driver tracking', ar: 'تتبع السائق لحظة بلحظة' },
      { en: 'KNET and Apple Pay', ar: 'الدفع عبر كي نت وApple Pay' },
      { en: 'Reorder in one tap', ar: 'إعادة الطلب بلمسة واحدة' },
    ],
    image: screen('sufra', {
      en: 'Sufra app: restaurant list with ratings and delivery times',
      ar: 'تطبيق سفرة: قائمة المطاعم بتقييماتها ومدة التوصيل',
    }),
    url: 'https://sufra.example/app',
  },
  {
    id: 'nabd-fit',
    name: { en: 'Nabd Fit', ar: 'نبض فِت' },
    category: { en: 'Health and fitness', ar: 'الصحة واللياقة' },
    platforms: BOTH,
    description: {
      en: 'Gym class booking, workout plans and progress tracking for a chain of eight gyms.',
      ar: 'حجز الحصص الرياضية وخطط التمرين ومتابعة التقدم لسلسلة من ثماني صالات.',
    },
    features: [
      { en: 'Class booking and waitlists', ar: 'حجز الحصص وقوائم الانتظار' },
      { en: 'Workout plans by coaches', ar: 'خطط تمارين يعدّها المدربون' },
      { en: 'Apple Health and Google Fit sync', ar: 'مزامنة مع Apple Health وGoogle Fit' },
    ],
    image: screen('nabd-fit', {
      en: 'Nabd Fit app: weekly activity rings and today’s class schedule',
      ar: 'تطبيق نبض فِت: حلقات النشاط الأسبوعي وجدول حصص اليوم',
    }),
    url: 'https://nabdfit.example/app',
  },
  {
    id: 'shifa',
    name: { en: 'Shifa Care', ar: 'شفاء كير' },
    category: { en: 'Healthcare', ar: 'الرعاية الصحية' },
    platforms: BOTH,
    description: {
      en: 'Patients book appointments, see lab results and hold video consultations with their doctor.',
      ar: 'يحجز المرضى مواعيدهم ويطّلعون على نتائج التحاليل ويستشيرون أطباءهم بالفيديو.',
    },
    features: [
      { en: 'Appointment booking', ar: 'حجز المواعيد' },
      { en: 'Secure lab results', ar: 'نتائج التحاليل بأمان تام' },
      { en: 'Video consultations', ar: 'استشارات مرئية' },
    ],
    image: screen('shifa', {
      en: 'Shifa Care app: upcoming appointment card and a list of doctors',
      ar: 'تطبيق شفاء كير: بطاقة الموعد القادم وقائمة الأطباء',
    }),
    url: 'https://shifacare.example/app',
  },
  {
    id: 'daris',
    name: { en: 'Daris', ar: 'دارس' },
    category: { en: 'Education', ar: 'التعليم' },
    platforms: BOTH,
    description: {
      en: 'A school app for parents: homework, attendance, grades and messages from teachers.',
      ar: 'تطبيق مدرسي لأولياء الأمور: الواجبات والحضور والدرجات ورسائل المعلمين.',
    },
    features: [
      { en: 'Daily homework and attendance', ar: 'الواجبات والحضور يوميًا' },
      { en: 'Teacher–parent messaging', ar: 'مراسلة بين المعلم وولي الأمر' },
      { en: 'School fees payment', ar: 'سداد الرسوم المدرسية' },
    ],
    image: screen('daris', {
      en: 'Daris app: a student’s timetable and homework list',
      ar: 'تطبيق دارس: الجدول الدراسي للطالب وقائمة الواجبات',
    }),
    url: 'https://daris.example/app',
  },
  {
    id: 'bayti',
    name: { en: 'Bayti', ar: 'بيتي' },
    category: { en: 'Real estate', ar: 'العقارات' },
    platforms: BOTH,
    description: {
      en: 'Search flats and villas for rent in Kuwait, book a viewing and sign the lease online.',
      ar: 'ابحث عن شقق وفلل للإيجار في الكويت، واحجز موعد المعاينة، ووقّع عقد الإيجار إلكترونيًا.',
    },
    features: [
      { en: 'Map search by area', ar: 'البحث على الخريطة حسب المنطقة' },
      { en: 'Viewing appointments', ar: 'مواعيد المعاينة' },
      { en: 'Digital lease signing', ar: 'توقيع العقد رقميًا' },
    ],
    image: screen('bayti', {
      en: 'Bayti app: property cards with photos, rent in KWD and area names',
      ar: 'تطبيق بيتي: بطاقات العقارات بصورها وإيجارها بالدينار وأسماء المناطق',
    }),
    url: 'https://bayti.example/app',
  },
  {
    id: 'souq-alwaha',
    name: { en: 'Souq Al Waha', ar: 'سوق الواحة' },
    category: { en: 'Retail', ar: 'التجزئة' },
    platforms: BOTH,
    description: {
      en: 'The shopping app of a hypermarket chain, with same-day delivery and a loyalty wallet.',
      ar: 'تطبيق التسوق لسلسلة أسواق كبرى، مع توصيل في اليوم نفسه ومحفظة لنقاط الولاء.',
    },
    features: [
      { en: 'Same-day delivery slots', ar: 'مواعيد توصيل في اليوم نفسه' },
      { en: 'Loyalty points wallet', ar: 'محفظة نقاط الولاء' },
      { en: 'Weekly offers', ar: 'عروض أسبوعية' },
    ],
    image: screen('souq-alwaha', {
      en: 'Souq Al Waha app: product grid with prices and an add-to-basket button',
      ar: 'تطبيق سوق الواحة: شبكة منتجات بأسعارها وزر الإضافة إلى السلة',
    }),
    url: 'https://souqalwaha.example/app',
  },
  {
    id: 'qaid',
    name: { en: 'Qaid', ar: 'قيد' },
    category: { en: 'Finance', ar: 'المالية' },
    platforms: ['ios'],
    description: {
      en: 'Expense claims for field teams: snap the receipt, pick the project, get approved the same day.',
      ar: 'مطالبات المصروفات للفرق الميدانية: صوّر الإيصال واختر المشروع لتحصل على الموافقة في اليوم نفسه.',
    },
    features: [
      { en: 'Receipt scanning', ar: 'مسح الإيصالات ضوئيًا' },
      { en: 'Manager approvals', ar: 'موافقات المديرين' },
      { en: 'Export to the books', ar: 'ترحيل إلى الحسابات' },
    ],
    image: screen('qaid', {
      en: 'Qaid app: monthly spending summary and a list of expense claims',
      ar: 'تطبيق قيد: ملخص المصروفات الشهرية وقائمة المطالبات',
    }),
    url: 'https://qaid.example/app',
  },
  {
    id: 'rihla',
    name: { en: 'Rihla', ar: 'رحلة' },
    category: { en: 'Travel', ar: 'السفر' },
    platforms: BOTH,
    description: {
      en: 'A travel agency app for holiday packages, visa requests and trip documents in one place.',
      ar: 'تطبيق لوكالة سفر يجمع الباقات السياحية وطلبات التأشيرة ووثائق الرحلة في مكان واحد.',
    },
    features: [
      { en: 'Package booking', ar: 'حجز الباقات السياحية' },
      { en: 'Visa request tracking', ar: 'متابعة طلبات التأشيرة' },
      { en: 'Offline trip documents', ar: 'وثائق الرحلة دون اتصال' },
    ],
    image: screen('rihla', {
      en: 'Rihla app: destination cards and a booked trip itinerary',
      ar: 'تطبيق رحلة: بطاقات الوجهات وبرنامج رحلة محجوزة',
    }),
    url: 'https://rihla.example/app',
  },
  {
    id: 'masar',
    name: { en: 'Masar Driver', ar: 'مسار درايفر' },
    category: { en: 'Logistics', ar: 'الخدمات اللوجستية' },
    platforms: ['android'],
    description: {
      en: 'The driver app of a delivery fleet: routes, proof of delivery and cash collection on rugged Android devices.',
      ar: 'تطبيق السائقين لأسطول توصيل: المسارات وإثبات التسليم وتحصيل النقد على أجهزة Android المخصصة للعمل الميداني.',
    },
    features: [
      { en: 'Optimised daily routes', ar: 'مسارات يومية محسّنة' },
      { en: 'Photo and signature proof', ar: 'إثبات التسليم بالصورة والتوقيع' },
      { en: 'Works offline', ar: 'يعمل دون اتصال' },
    ],
    image: screen('masar', {
      en: 'Masar Driver app: a route map with numbered stops and the next delivery',
      ar: 'تطبيق مسار درايفر: خريطة المسار بنقاط توقف مرقّمة والتوصيلة التالية',
    }),
    url: 'https://masar.example/app',
  },
  {
    id: 'marina-rewards',
    name: { en: 'Marina Rewards', ar: 'مكافآت مارينا' },
    category: { en: 'Restaurants and loyalty', ar: 'المطاعم وبرامج الولاء' },
    platforms: BOTH,
    description: {
      en: 'A loyalty app for a restaurant group: earn points at every branch and redeem them on the next visit.',
      ar: 'تطبيق ولاء لمجموعة مطاعم: اجمع النقاط في كل فرع واستبدلها في زيارتك التالية.',
    },
    features: [
      { en: 'QR code at the till', ar: 'رمز QR عند الدفع' },
      { en: 'Tiered rewards', ar: 'مستويات مكافآت متدرجة' },
      { en: 'Birthday offers', ar: 'عروض خاصة بيوم الميلاد' },
    ],
    image: screen('marina-rewards', {
      en: 'Marina Rewards app: a points balance card and rewards to redeem',
      ar: 'تطبيق مكافآت مارينا: بطاقة رصيد النقاط والمكافآت المتاحة للاستبدال',
    }),
    url: 'https://marinarewards.example/app',
  },
  {
    id: 'fazaa',
    name: { en: 'Fazaa Auto', ar: 'فزعة أوتو' },
    category: { en: 'Car services', ar: 'خدمات السيارات' },
    platforms: BOTH,
    description: {
      en: 'Book a car wash, oil change or roadside help, and pay when the job is done.',
      ar: 'احجز غسيل سيارتك أو تغيير الزيت أو المساعدة على الطريق، وادفع بعد إنجاز الخدمة.',
    },
    features: [
      { en: 'Service booking at home', ar: 'حجز الخدمة في موقعك' },
      { en: 'Roadside assistance', ar: 'مساعدة على الطريق' },
      { en: 'Service history per car', ar: 'سجل الخدمات لكل سيارة' },
    ],
    image: screen('fazaa', {
      en: 'Fazaa Auto app: service choices with prices and a booking time picker',
      ar: 'تطبيق فزعة أوتو: الخدمات بأسعارها واختيار موعد الحجز',
    }),
    url: 'https://fazaa-auto.example/app',
  },
  {
    id: 'tathkara',
    name: { en: 'Tathkara', ar: 'تذكرة' },
    category: { en: 'Events', ar: 'الفعاليات' },
    platforms: BOTH,
    description: {
      en: 'Tickets for concerts, exhibitions and matches, with seat selection and entry by QR code.',
      ar: 'تذاكر الحفلات والمعارض والمباريات، مع اختيار المقعد والدخول برمز QR.',
    },
    features: [
      { en: 'Seat maps', ar: 'خرائط المقاعد' },
      { en: 'QR code entry', ar: 'الدخول برمز QR' },
      { en: 'Ticket transfer', ar: 'تحويل التذاكر' },
    ],
    image: screen('tathkara', {
      en: 'Tathkara app: an event ticket with a QR code, date and seat number',
      ar: 'تطبيق تذكرة: تذكرة فعالية برمز QR والتاريخ ورقم المقعد',
    }),
    url: 'https://tathkara.example/app',
  },
]

export const stats: Statistic[] = [
  { value: '12+', label: { en: 'Apps delivered', ar: 'تطبيقًا منجزًا' } },
  { value: '100%', label: { en: 'Client satisfaction', ar: 'رضا العملاء' } },
  { value: '2', label: { en: 'Platforms', ar: 'منصتا تشغيل' } },
  { value: '24/7', label: { en: 'Support', ar: 'دعم فني' } },
]

/** The six services. */
export const services: FeatureCard[] = [
  {
    icon: 'Smartphone',
    title: { en: 'Native development', ar: 'التطوير الأصلي' },
    description: {
      en: 'Swift for iOS and Kotlin for Android when an app needs every bit of speed and device access.',
      ar: 'Swift لنظام iOS وKotlin لنظام Android عندما يحتاج التطبيق إلى أقصى سرعة ووصول كامل إلى إمكانات الجهاز.',
    },
  },
  {
    icon: 'Layers',
    title: { en: 'Cross-platform development', ar: 'التطوير متعدد المنصات' },
    description: {
      en: 'One codebase in React Native or Flutter for both stores: faster launch, lower cost.',
      ar: 'شيفرة واحدة بتقنية React Native أو Flutter للمتجرين معًا: إطلاق أسرع وتكلفة أقل.',
    },
  },
  {
    icon: 'Palette',
    title: { en: 'UI/UX design', ar: 'تصميم واجهة وتجربة المستخدم' },
    description: {
      en: 'Prototypes tested with real users, designed for Arabic and English from the first sketch.',
      ar: 'نماذج أولية نختبرها مع مستخدمين حقيقيين، مصممة للعربية والإنجليزية منذ الرسمة الأولى.',
    },
  },
  {
    icon: 'Plug',
    title: { en: 'API integration', ar: 'تكامل الأنظمة' },
    description: {
      en: 'Payments, maps, notifications and your own back office, connected securely.',
      ar: 'نربط تطبيقك ببوابات الدفع والخرائط والإشعارات وأنظمتك الداخلية بأمان.',
    },
  },
  {
    icon: 'Lock',
    title: { en: 'App security', ar: 'أمن التطبيقات' },
    description: {
      en: 'Encrypted data, secure sign-in and tested code, to protect your users and your brand.',
      ar: 'بيانات مشفرة وتسجيل دخول آمن وشيفرة مختبرة، حمايةً لمستخدميك وسمعة علامتك.',
    },
  },
  {
    icon: 'Rocket',
    title: { en: 'App store optimisation', ar: 'تحسين الظهور في متاجر التطبيقات' },
    description: {
      en: 'Store listings, screenshots and keywords in both languages that turn searches into downloads.',
      ar: 'صفحات المتجر ولقطات الشاشة والكلمات المفتاحية باللغتين، لتتحول عمليات البحث إلى تنزيلات.',
    },
  },
]

export const technologies: Technology[] = [
  { name: 'React Native', icon: 'Code' },
  { name: 'Flutter', icon: 'Layers' },
  { name: 'Swift', icon: 'Smartphone' },
  { name: 'Kotlin', icon: 'Tablet' },
  { name: 'Firebase', icon: 'Flame' },
  { name: 'Node.js', icon: 'Server' },
]
