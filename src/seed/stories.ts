import type { Payload } from 'payload'

import type { SeedResult } from './types'
import { seedRecord } from './upsert'

type Item = [icon: string, color: string, en: [string, string], ar: [string, string]]
type Stat = [icon: string, color: string, value: string, en: string, ar: string]

type Story = {
  slug: string
  url: string
  gradient: [string, string]
  results: string
  text: Record<'en' | 'ar', Record<string, string>>
  features: Item[]
  serve: { en: string; ar: string; items: Item[] }
  stats: Stat[]
}

const STORIES: Story[] = [
  {
    slug: 'business-suite',
    url: 'https://suite.nakhla.example',
    gradient: ['#0F766E', '#0B1F33'],
    results: '#0B1F33',
    text: {
      en: {
        title: 'Nakhla Suite',
        description: 'The ERP that runs 50+ Gulf companies, from the kitchen to the books.',
        external_button_text: 'Try Nakhla Suite',
        hero_title: 'Nakhla Suite: one system for the whole business',
        hero_subtitle: 'ERP for growing companies in Kuwait and the Gulf',
        hero_description:
          'Nine connected modules replace the spreadsheets and disconnected tools that slow a growing business down.',
        hero_cta_text: 'Visit Nakhla Suite',
        overview_title: 'Why we built it',
        overview_description:
          'Our clients were running kitchens, warehouses and sales teams on separate tools that never agreed with each other. Nakhla Suite gives them one source of truth: an order taken at the counter updates stock, accounts and the delivery queue in the same second, in Arabic or English.',
        features_title: 'What it does',
        results_title: 'Results our clients see',
        results_subtitle: 'Measured across companies running Nakhla Suite for at least a year',
        cta_title: 'See Nakhla Suite with your own data',
        cta_description:
          'Book a walkthrough and we will configure a demo around your branches and products.',
        cta_primary_text: 'Book a demo',
        cta_secondary_text: 'All services',
      },
      ar: {
        title: 'Nakhla Suite',
        description:
          'نظام تخطيط موارد المؤسسات (ERP) الذي تعتمد عليه أكثر من 50 شركة خليجية، من المطبخ حتى الحسابات.',
        external_button_text: 'جرّب Nakhla Suite',
        hero_title: 'Nakhla Suite: نظام واحد لأعمالك كلها',
        hero_subtitle: 'نظام تخطيط موارد المؤسسات (ERP) للشركات النامية في الكويت والخليج',
        hero_description:
          'تسع وحدات مترابطة تحلّ محل الجداول والأدوات المتفرقة التي تُبطئ نمو الأعمال.',
        hero_cta_text: 'زيارة موقع Nakhla Suite',
        overview_title: 'لماذا بنيناه',
        overview_description:
          'كان عملاؤنا يديرون المطابخ والمستودعات وفرق المبيعات بأدوات منفصلة لا تتفق بياناتها. يمنحهم Nakhla Suite مصدرًا موحّدًا للبيانات: الطلب الذي يُسجَّل عند الكاشير يحدّث المخزون والحسابات وقائمة التوصيل في الثانية نفسها، بالعربية أو الإنجليزية.',
        features_title: 'ماذا يقدّم',
        results_title: 'نتائج يلمسها عملاؤنا',
        results_subtitle: 'قياسات لدى شركات تستخدم Nakhla Suite منذ عام على الأقل',
        cta_title: 'شاهد Nakhla Suite ببياناتك',
        cta_description: 'احجز جولة تعريفية وسنهيّئ عرضًا تجريبيًا يناسب فروعك ومنتجاتك.',
        cta_primary_text: 'احجز عرضًا تجريبيًا',
        cta_secondary_text: 'جميع الخدمات',
      },
    },
    features: [
      [
        'Package',
        '#0F766E',
        ['Inventory in real time', 'Stock levels update with every sale, transfer and delivery.'],
        ['مخزون لحظي', 'تتحدث الكميات مع كل عملية بيع وتحويل وتوصيل.'],
      ],
      [
        'FileText',
        '#1E3A8A',
        ['Books that close themselves', 'Sales and purchases post to the ledger automatically.'],
        ['حسابات تُقفَل تلقائيًا', 'تُرحَّل المبيعات والمشتريات إلى دفتر الأستاذ دون إدخال يدوي.'],
      ],
      [
        'Users',
        '#7C3AED',
        ['People and payroll', 'Attendance, leave and salaries in one HR module.'],
        ['الموظفون والرواتب', 'الحضور والإجازات والرواتب في وحدة موارد بشرية واحدة.'],
      ],
      [
        'BarChart3',
        '#B45309',
        ['Dashboards for owners', 'Branch sales and margins at a glance, on any device.'],
        ['لوحات متابعة للملاك', 'مبيعات الفروع وهوامش الربح بنظرة واحدة على أي جهاز.'],
      ],
    ],
    serve: {
      en: 'Who we serve',
      ar: 'لمن صمّمناه',
      items: [
        [
          'Building2',
          '#0F766E',
          ['Restaurant groups', 'Central kitchens, many branches, one menu.'],
          ['مجموعات المطاعم', 'مطابخ مركزية وفروع متعددة وقائمة واحدة.'],
        ],
        [
          'Package',
          '#1E3A8A',
          ['Retail and distribution', 'Warehouses, vans and showrooms in sync.'],
          ['التجزئة والتوزيع', 'مستودعات وسيارات توزيع ومعارض متزامنة.'],
        ],
        [
          'TrendingUp',
          '#B45309',
          ['Growing SMEs', 'Start with two modules, add the rest as you grow.'],
          ['المنشآت الصغيرة والمتوسطة النامية', 'ابدأ بوحدتين وأضف البقية مع نموك.'],
        ],
      ],
    },
    stats: [
      ['Building2', '#5EEAD4', '50+', 'Companies', 'شركة'],
      ['TrendingUp', '#FCD34D', '40%', 'More efficient operations', 'زيادة في كفاءة العمليات'],
      ['CheckCircle', '#A7F3D0', '99.9%', 'Availability', 'نسبة التوافر'],
      ['Users', '#BFDBFE', '24/7', 'Support', 'دعم فني'],
    ],
  },
  {
    slug: 'rentals',
    url: 'https://rentals.nakhla.example',
    gradient: ['#5B21B6', '#0B1F33'],
    results: '#1E1B4B',
    text: {
      en: {
        title: 'Nakhla Rentals',
        description: 'Property management that links landlords, managers and tenants.',
        external_button_text: '',
        hero_title: 'Nakhla Rentals: property management without the paperwork',
        hero_subtitle: 'For landlords, property managers and tenants',
        hero_description:
          'Listings, screening, leases, rent and maintenance on one platform with a portal for every tenant.',
        hero_cta_text: 'Visit Nakhla Rentals',
        overview_title: 'The challenge',
        overview_description:
          'A Kuwaiti property manager with 400 units was collecting rent by phone and tracking repairs on paper. We built Nakhla Rentals so owners see occupancy and income live, managers dispatch maintenance in minutes and tenants pay and report issues from their phones.',
        features_title: 'Platform features',
        results_title: 'Impact',
        results_subtitle: 'Across the portfolios managed on Nakhla Rentals',
        cta_title: 'Manage your portfolio from one screen',
        cta_description:
          'Tell us how many units you manage and we will show you the platform set up for them.',
        cta_primary_text: 'Get started',
        cta_secondary_text: 'Explore services',
      },
      ar: {
        title: 'Nakhla Rentals',
        description: 'نظام لإدارة العقارات يربط الملاك والمديرين والمستأجرين.',
        external_button_text: '',
        hero_title: 'Nakhla Rentals: إدارة العقارات بلا أوراق',
        hero_subtitle: 'للملاك ومديري العقارات والمستأجرين',
        hero_description:
          'العروض وفحص الطلبات والعقود والإيجارات والصيانة على منصة واحدة مع بوابة لكل مستأجر.',
        hero_cta_text: 'زيارة موقع Nakhla Rentals',
        overview_title: 'التحدي',
        overview_description:
          'كان مدير عقارات كويتي يدير 400 وحدة يحصّل الإيجارات بالهاتف ويتابع الإصلاحات على الورق. بنينا Nakhla Rentals ليرى الملاك نسب الإشغال والدخل لحظيًا، ويوجّه المديرون فرق الصيانة خلال دقائق، ويدفع المستأجرون ويبلّغون عن الأعطال من هواتفهم.',
        features_title: 'مزايا المنصة',
        results_title: 'الأثر',
        results_subtitle: 'في المحافظ العقارية المُدارة عبر Nakhla Rentals',
        cta_title: 'أدِر محفظتك العقارية من شاشة واحدة',
        cta_description: 'أخبرنا بعدد الوحدات التي تديرها وسنعرض لك المنصة مهيّأة لها.',
        cta_primary_text: 'ابدأ الآن',
        cta_secondary_text: 'استكشف خدماتنا',
      },
    },
    features: [
      [
        'Home',
        '#5B21B6',
        ['Listings', 'Publish vacant units with photos and floor plans.'],
        ['عرض العقارات', 'انشر الوحدات الشاغرة بالصور والمخططات.'],
      ],
      [
        'Users',
        '#0F766E',
        ['Tenant screening', 'Collect documents and approve applicants online.'],
        ['فحص المستأجرين', 'اجمع المستندات ووافق على الطلبات إلكترونيًا.'],
      ],
      [
        'TrendingUp',
        '#B45309',
        ['Rent collection', 'Online payments with automatic reminders and receipts.'],
        ['تحصيل الإيجارات', 'مدفوعات إلكترونية مع تذكيرات وإيصالات تلقائية.'],
      ],
      [
        'FileText',
        '#1E3A8A',
        ['Documents', 'Leases and IDs stored securely and searchable.'],
        ['المستندات', 'العقود والهويات محفوظة بأمان وقابلة للبحث.'],
      ],
    ],
    serve: {
      en: 'Who we serve',
      ar: 'لمن صمّمناه',
      items: [
        [
          'Building2',
          '#5B21B6',
          ['Property owners', 'Income, occupancy and expenses in real time.'],
          ['ملاك العقارات', 'الدخل والإشغال والمصروفات لحظة بلحظة.'],
        ],
        [
          'Users',
          '#0F766E',
          ['Property managers', 'Every unit, lease and request in one queue.'],
          ['مديرو العقارات', 'كل وحدة وعقد وطلب في قائمة واحدة.'],
        ],
        [
          'Home',
          '#B45309',
          ['Tenants', 'Pay rent and report issues from the app.'],
          ['المستأجرون', 'ادفع الإيجار وأبلغ عن الأعطال من التطبيق.'],
        ],
      ],
    },
    stats: [
      ['Building2', '#C4B5FD', '1000+', 'Properties', 'عقار'],
      ['Users', '#5EEAD4', '500+', 'Landlords', 'مالك'],
      ['Home', '#FCD34D', '2000+', 'Tenants', 'مستأجر'],
      ['CheckCircle', '#A7F3D0', '98%', 'Satisfaction', 'نسبة الرضا'],
    ],
  },
  {
    slug: 'kitchen',
    url: 'https://kitchen.nakhla.example',
    gradient: ['#B45309', '#0B1F33'],
    results: '#2B1A0E',
    text: {
      en: {
        title: 'Nakhla Kitchen',
        description: 'Online ordering, kitchen display and delivery for restaurants.',
        external_button_text: 'Order with Nakhla Kitchen',
        hero_title: 'Nakhla Kitchen: every order, one kitchen screen',
        hero_subtitle: 'Delivery and pickup for restaurants and cloud kitchens',
        hero_description:
          'Orders from your app, website and aggregators land on one kitchen display and one delivery board.',
        hero_cta_text: 'Visit Nakhla Kitchen',
        overview_title: 'Overview',
        overview_description:
          'Busy kitchens lose orders between tablets. Nakhla Kitchen merges every channel, prints and routes each ticket to the right station, and tracks drivers until the food arrives.',
        features_title: 'Features',
        results_title: 'Results',
        results_subtitle: 'Across restaurants using Nakhla Kitchen',
        cta_title: 'Bring every order into one kitchen',
        cta_description: 'We will connect your channels and train your team in a week.',
        cta_primary_text: 'Talk to us',
        cta_secondary_text: 'Food & beverage solution',
      },
      ar: {
        title: 'Nakhla Kitchen',
        description: 'طلبات إلكترونية وشاشة للمطبخ وتوصيل للمطاعم.',
        external_button_text: 'اطلب عبر Nakhla Kitchen',
        hero_title: 'Nakhla Kitchen: كل الطلبات على شاشة مطبخ واحدة',
        hero_subtitle: 'التوصيل والاستلام للمطاعم والمطابخ السحابية',
        hero_description:
          'تصل الطلبات من تطبيقك وموقعك ومنصات التوصيل إلى شاشة مطبخ واحدة ولوحة توصيل واحدة.',
        hero_cta_text: 'زيارة موقع Nakhla Kitchen',
        overview_title: 'نظرة عامة',
        overview_description:
          'تضيع الطلبات في المطابخ المزدحمة بين الأجهزة اللوحية. يجمع Nakhla Kitchen كل القنوات، ويطبع كل طلب ويوجّهه إلى القسم المناسب، ويتابع السائقين حتى يصل الطعام.',
        features_title: 'المزايا',
        results_title: 'النتائج',
        results_subtitle: 'لدى المطاعم التي تستخدم Nakhla Kitchen',
        cta_title: 'اجمع كل الطلبات في مطبخ واحد',
        cta_description: 'نربط قنواتك وندرّب فريقك خلال أسبوع.',
        cta_primary_text: 'تحدّث إلينا',
        cta_secondary_text: 'حلول المطاعم والأغذية والمشروبات',
      },
    },
    features: [
      [
        'Smartphone',
        '#B45309',
        ['Branded ordering app', 'Your menu, your colours, your customers.'],
        ['تطبيق طلبات بعلامتك', 'قائمتك وألوانك وعملاؤك.'],
      ],
      [
        'Package',
        '#0F766E',
        ['Kitchen display', 'Tickets routed to grill, fryer and pass.'],
        ['شاشة المطبخ', 'توجيه الطلبات إلى أقسام الشواء والقلي والتسليم.'],
      ],
      [
        'TrendingUp',
        '#1E3A8A',
        ['Delivery tracking', 'Drivers, zones and live status for customers.'],
        ['تتبع التوصيل', 'السائقون والمناطق وحالة الطلب لحظيًا للعملاء.'],
      ],
      [
        'BarChart3',
        '#7C3AED',
        ['Sales analytics', 'Best sellers and peak hours by branch.'],
        ['تحليلات المبيعات', 'الأصناف الأكثر مبيعًا وساعات الذروة لكل فرع.'],
      ],
    ],
    serve: {
      en: 'Built for',
      ar: 'صُمّم من أجل',
      items: [
        [
          'Building2',
          '#B45309',
          ['Restaurant owners', 'Control menus, prices and promotions.'],
          ['أصحاب المطاعم', 'تحكّم في القوائم والأسعار والعروض.'],
        ],
        [
          'Package',
          '#0F766E',
          ['Cloud kitchens', 'Several brands from one kitchen.'],
          ['المطابخ السحابية', 'عدة علامات تجارية من مطبخ واحد.'],
        ],
        [
          'Users',
          '#1E3A8A',
          ['Customers', 'Order in a few taps, track to the door.'],
          ['العملاء', 'اطلب بلمسات قليلة وتابع طلبك حتى الباب.'],
        ],
      ],
    },
    stats: [
      ['Building2', '#FCD34D', '200+', 'Restaurants', 'مطعم'],
      ['Package', '#5EEAD4', '50,000+', 'Orders', 'طلب'],
      ['Users', '#BFDBFE', '15,000+', 'Customers', 'عميل'],
      ['CheckCircle', '#A7F3D0', '99%', 'Uptime', 'نسبة التوافر'],
    ],
  },
  {
    slug: 'dining',
    url: 'https://dine.nakhla.example',
    gradient: ['#0E7490', '#0B1F33'],
    results: '#082F49',
    text: {
      en: {
        title: 'Nakhla Dine',
        description: 'Dine-in ordering by QR code, from table to kitchen to bill.',
        external_button_text: 'Try Nakhla Dine',
        hero_title: 'Nakhla Dine: scan, order, enjoy',
        hero_subtitle: 'QR-code dine-in for restaurants and cafés',
        hero_description:
          'Guests order and pay from the table; waiters spend their time on hospitality, not note pads.',
        hero_cta_text: 'Visit Nakhla Dine',
        overview_title: 'Overview',
        overview_description:
          'Nakhla Dine puts a live menu on every table. Orders go straight to the kitchen, the bill splits itself and the restaurant learns what each table loves.',
        features_title: 'Features',
        results_title: 'Results',
        results_subtitle: 'Across venues using Nakhla Dine',
        cta_title: 'Put your menu on every table',
        cta_description:
          'We print the codes, set up the menu and go live with you on a quiet evening.',
        cta_primary_text: 'Get started',
        cta_secondary_text: 'All services',
      },
      ar: {
        title: 'Nakhla Dine',
        description: 'طلبات داخل المطعم برمز QR، من الطاولة إلى المطبخ حتى الفاتورة.',
        external_button_text: 'جرّب Nakhla Dine',
        hero_title: 'Nakhla Dine: امسح واطلب واستمتع',
        hero_subtitle: 'طلبات برمز QR داخل المطاعم والمقاهي',
        hero_description: 'يطلب الضيوف ويدفعون من الطاولة، ويتفرغ فريق الخدمة للضيافة بدل الدفاتر.',
        hero_cta_text: 'زيارة موقع Nakhla Dine',
        overview_title: 'نظرة عامة',
        overview_description:
          'يضع Nakhla Dine قائمة طعام حيّة على كل طاولة. تذهب الطلبات مباشرة إلى المطبخ، وتُقسَّم الفاتورة تلقائيًا، ويتعرّف المطعم على ما يفضّله ضيوفه.',
        features_title: 'المزايا',
        results_title: 'النتائج',
        results_subtitle: 'لدى المطاعم والمقاهي التي تستخدم Nakhla Dine',
        cta_title: 'ضع قائمتك على كل طاولة',
        cta_description: 'نطبع الرموز ونجهّز القائمة ونطلق الخدمة معك في أمسية هادئة.',
        cta_primary_text: 'ابدأ الآن',
        cta_secondary_text: 'جميع الخدمات',
      },
    },
    features: [
      [
        'Smartphone',
        '#0E7490',
        ['QR table ordering', 'No app to install: scan and order.'],
        ['الطلب برمز QR', 'دون تثبيت تطبيق: امسح الرمز واطلب.'],
      ],
      [
        'CheckCircle',
        '#0F766E',
        ['Pay at the table', 'Split bills and pay by card or Apple Pay.'],
        ['الدفع من الطاولة', 'قسّم الفاتورة وادفع بالبطاقة أو Apple Pay.'],
      ],
      [
        'FileText',
        '#B45309',
        ['Live menu', 'Sold-out items disappear instantly.'],
        ['قائمة حيّة', 'تختفي الأصناف النافدة فورًا.'],
      ],
      [
        'BarChart3',
        '#7C3AED',
        ['Guest insights', 'Favourite dishes and visit frequency.'],
        ['فهم الضيوف', 'الأطباق المفضلة وتكرار الزيارات.'],
      ],
    ],
    serve: {
      en: 'Who we serve',
      ar: 'لمن صمّمناه',
      items: [
        [
          'Building2',
          '#0E7490',
          ['Restaurants', 'Faster tables, fewer mistakes.'],
          ['المطاعم', 'طاولات أسرع وأخطاء أقل.'],
        ],
        [
          'Package',
          '#B45309',
          ['Cafés', 'Quick service without queues.'],
          ['المقاهي', 'خدمة سريعة دون طوابير.'],
        ],
        [
          'Users',
          '#0F766E',
          ['Guests', 'Order at their own pace.'],
          ['الضيوف', 'يطلبون على راحتهم.'],
        ],
      ],
    },
    stats: [
      ['TrendingUp', '#67E8F9', '30%', 'Faster table turnover', 'أسرع في دوران الطاولات'],
      ['CheckCircle', '#A7F3D0', '18%', 'Higher average bill', 'زيادة في متوسط الفاتورة'],
      ['Users', '#FCD34D', '60,000+', 'Guests served', 'ضيف'],
      ['BarChart3', '#BFDBFE', '24/7', 'Support', 'دعم فني'],
    ],
  },
]

export async function seedStories(payload: Payload, result: SeedResult) {
  for (const [index, story] of STORIES.entries()) {
    const items = (list: Item[], locale: 0 | 1) =>
      list.map(([icon, color, en, ar]) => {
        // Non-localized parts travel with the Arabic items too, so the update keeps them.
        const [title, description] = locale === 0 ? en : ar
        return { icon, color, title, description }
      })
    const en = {
      ...story.text.en,
      slug: story.slug,
      external_url: story.url,
      logo_url: `/logos/${story.slug}.svg`,
      hero_cta_url: story.url,
      cta_primary_url: '/contact',
      cta_secondary_url: story.slug === 'kitchen' ? '/what-we-do/fandb-solution' : '/what-we-do',
      gradient_from: story.gradient[0],
      gradient_to: story.gradient[1],
      results_background_color: story.results,
      display_order: index + 1,
      is_active: true,
      features: items(story.features, 0),
      additional_sections: [
        {
          type: 'who_we_serve',
          title: story.serve.en,
          background: '#F8FAFC',
          items: items(story.serve.items, 0),
        },
      ],
      results_stats: story.stats.map(([icon, color, value, label]) => ({
        icon,
        color,
        value,
        label,
      })),
    }
    const ar = {
      ...story.text.ar,
      features: items(story.features, 1),
      additional_sections: [
        {
          type: 'who_we_serve',
          title: story.serve.ar,
          background: '#F8FAFC',
          items: items(story.serve.items, 1),
        },
      ],
      results_stats: story.stats.map(([icon, color, value, , label]) => ({
        icon,
        color,
        value,
        label,
      })),
    }
    await seedRecord(
      payload,
      result,
      'success-stories',
      { slug: { equals: story.slug } },
      { en, ar },
    )
  }
}
