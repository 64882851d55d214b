import type { Payload } from 'payload'

import { richTextFromBlocks, type Block } from '@/lib/rich-text'
import type { BlogPost } from '@/payload-types'
import type { SeedResult } from './types'
import { seedBlogTopics, type TopicSlug } from './blog-topics'
import { seedRecord, seedUpload } from './upsert'
import type { Bilingual } from '@/lib/bilingual'

type Text = {
  title: string
  excerpt: string
  /** Search description; null leaves it empty so the excerpt fallback (docs/PRODUCT.md, Blog post) is used. */
  meta: string | null
  /** The body's blocks (paragraphs, headings, lists, quotes), stored as rich text. */
  content: Block[]
}

type Post = {
  slug: string
  /** Cover image in src/seed/media. */
  cover: string
  published_at: string | null
  status: BlogPost['status']
  tags: string[]
  topics: TopicSlug[]
  en: Text
  ar: Text
}

/** Newest first; six published posts spread over 2026 and one draft. */
export const BLOG_POSTS: Post[] = [
  {
    slug: 'bilingual-websites-that-convert',
    cover: 'blog-1.webp',
    published_at: '2026-10-28T08:00:00.000Z',
    status: 'published',
    topics: ['websites-and-apps', 'customer-experience'],
    tags: ['web', 'arabic', 'ux'],
    en: {
      title: 'Designing bilingual websites that convert in Arabic and English',
      excerpt:
        'Right-to-left is not a mirror image of left-to-right. Six lessons from years of building websites for Gulf companies.',
      meta: 'How to design a bilingual Arabic and English website that reads naturally in both directions: layout, typography, numbers, copy and testing.',
      content: [
        'Most companies in the Gulf need a website in two languages, yet many sites are still designed in English and translated at the end. Visitors notice immediately: headings wrap in odd places, arrows point the wrong way and the Arabic text sits in a typeface chosen for Latin letters. The result feels like a copy rather than a site built for them, and that feeling costs enquiries.',
        'We start every project with both languages on the same board. Layouts use logical spacing, so a margin at the start of a line in English moves to the start of the line in Arabic without a second stylesheet. Directional icons such as arrows and chevrons flip; logos, product screenshots and charts do not. Carousels run in the reading direction of the page, and so do the steps of a process.',
        'Typography matters more than most teams expect. Arabic needs a typeface designed for it, a slightly larger size and a more generous line height to read as comfortably as English. Letter-spacing, uppercase styles and italics, all common in Latin design, break Arabic script and must be switched off. Headlines also need room: Arabic copy is often shorter in characters but taller on the line.',
        'Numbers deserve a decision of their own. On business sites we use Western digits in both languages, so prices, phone numbers and statistics never mix two numbering systems on one page. Phone numbers, e-mail addresses and product names stay left-to-right inside Arabic sentences, and dates follow the visitor’s language while keeping the same digits.',
        'Copy is written, not translated. Our Arabic writers work from the same brief as the English ones, so each version sounds natural to its reader. A call to action that is punchy in English may need a different verb in Arabic, and a long English paragraph often becomes two shorter ones.',
        'Finally, measure. A bilingual site should be just as fast and accessible in Arabic as in English. We test both versions against the same performance budgets and the same accessibility checks before launch, then watch enquiry rates in each language during the first months to see where the wording can improve.',
      ],
    },
    ar: {
      title: 'تصميم مواقع ثنائية اللغة تحقق النتائج بالعربية والإنجليزية',
      excerpt:
        'الكتابة من اليمين إلى اليسار ليست صورة معكوسة للكتابة من اليسار إلى اليمين. ستة دروس من سنوات من بناء المواقع لشركات الخليج.',
      meta: 'كيف تصمّم موقعًا ثنائي اللغة يُقرأ بسلاسة بالعربية والإنجليزية: التخطيط والخطوط والأرقام وكتابة المحتوى والاختبار.',
      content: [
        'تحتاج معظم الشركات في الخليج إلى موقع بلغتين، ومع ذلك لا تزال مواقع كثيرة تُصمَّم بالإنجليزية ثم تُترجم في النهاية. ويلاحظ الزوار ذلك فورًا: عناوين تنكسر في غير موضعها، وأسهم تشير إلى الاتجاه الخاطئ، ونص عربي بخط اختير للحروف اللاتينية. فيبدو الموقع نسخة منقولة لا موقعًا بُني لهم، وهذا الانطباع يكلّف الشركة استفسارات كان يمكن أن تصلها.',
        'نبدأ كل مشروع واللغتان أمامنا على اللوحة نفسها. نبني التخطيط بمسافات منطقية، فالهامش الذي يقع في بداية السطر بالإنجليزية ينتقل إلى بداية السطر بالعربية دون ملف تنسيق ثانٍ. وتنعكس الأيقونات الاتجاهية كالأسهم، أما الشعارات ولقطات المنتجات والرسوم البيانية فتبقى كما هي. وتسير الشرائح المتحركة وخطوات أي عملية في اتجاه قراءة الصفحة.',
        'للخط أهمية تفوق ما تتوقعه فرق كثيرة. تحتاج العربية إلى خط صُمّم لها، وحجم أكبر قليلًا، وتباعد أسطر أوسع لتُقرأ بالراحة نفسها التي تُقرأ بها الإنجليزية. أما تباعد الحروف والأحرف الكبيرة والخط المائل، وهي شائعة في التصميم اللاتيني، فتكسر الخط العربي ويجب إيقافها. وتحتاج العناوين أيضًا إلى مساحة، فالنص العربي كثيرًا ما يكون أقصر في عدد الحروف لكنه أعلى في السطر.',
        'وللأرقام قرار خاص بها. نستخدم الأرقام الغربية في اللغتين على مواقع الأعمال، كي لا تختلط طريقتان لكتابة الأرقام في صفحة واحدة، سواء في الأسعار أو أرقام الهواتف أو الإحصاءات. وتبقى أرقام الهواتف وعناوين البريد الإلكتروني وأسماء المنتجات من اليسار إلى اليمين داخل الجمل العربية، وتتبع التواريخ لغة الزائر مع الحفاظ على الأرقام نفسها.',
        'ونكتب المحتوى ولا نترجمه. يعمل كتّابنا بالعربية من الموجز نفسه الذي يعمل منه كتّاب الإنجليزية، فتبدو كل نسخة طبيعية لقارئها. فالدعوة إلى الإجراء التي تبدو قوية بالإنجليزية قد تحتاج إلى فعل مختلف بالعربية، والفقرة الإنجليزية الطويلة كثيرًا ما تصبح فقرتين أقصر.',
        'وأخيرًا، القياس. يجب أن يكون الموقع ثنائي اللغة سريعًا وسهل الاستخدام للجميع بالعربية كما بالإنجليزية. نختبر النسختين وفق ميزانيات الأداء نفسها وفحوص إمكانية الوصول نفسها قبل الإطلاق، ثم نتابع معدلات الاستفسار في كل لغة خلال الأشهر الأولى لنعرف أين يمكن تحسين الصياغة.',
      ],
    },
  },
  {
    slug: 'erp-readiness-checklist',
    cover: 'blog-2.webp',
    published_at: '2026-09-14T08:00:00.000Z',
    status: 'published',
    topics: ['business-systems'],
    tags: ['erp', 'operations'],
    en: {
      title: 'Is your business ready for an ERP? A practical checklist',
      excerpt:
        'Spreadsheets work until they do not. How to tell when it is time for one system, and how to prepare for it.',
      meta: 'A practical ERP readiness checklist for growing Gulf companies: measure the pain, clean the data, phase the rollout and name an owner.',
      content: [
        'Every growing company reaches a point where the numbers stop agreeing. Sales reports one figure, the warehouse another and finance a third, and the weekly meeting is spent arguing about which spreadsheet is right. That is usually the moment owners start asking about ERP. It is a good question, but the answer depends less on software than on how prepared the business is.',
        { h2: 'Measure what hurts today' },
        'Start by listing the processes that hurt today. Put a number on each one, in hours of staff time or in sales lost to empty shelves:',
        {
          ul: [
            'month-end closing',
            'stock counts and purchase approvals',
            'payroll',
            'delivery scheduling',
          ],
        },
        'Those numbers become the goals the new system must meet, and they make it easy to judge later whether the project paid off.',
        { h2: 'Prepare the ground' },
        { h3: 'Clean the data you already have' },
        'Product codes, customer records, supplier terms and opening balances will all move into the new system. If they are inconsistent today they will be inconsistent there too, only faster. Most of our clients spend two to four weeks on this step, and none of them regret it.',
        { h3: 'Decide the order of work' },
        [
          'Trying to switch every department on the same Monday is the most common reason ERP projects stall. With ',
          { a: 'Nakhla Suite', href: '/what-we-do/erp-solution' },
          ', most clients go live in three phases:',
        ],
        {
          ol: [
            'inventory and books',
            'the kitchen, sales and delivery modules, once the team trusts the numbers',
            'reports and approvals for the owners',
          ],
        },
        'Each phase goes live on its own, with training and a short period of parallel running.',
        { image: 'service-erp-solution.webp' },
        { h2: 'People and ownership' },
        'Think about people as much as processes. Cashiers, storekeepers and accountants will use the system every day, so involve them early, listen to what slows them down and train them in their own language.',
        { quote: 'A screen they understand in Arabic is worth more than a feature nobody uses.' },
        [
          'Finally, name an owner inside the company. Implementation is a ',
          { b: 'business project, not an IT project' },
          ', and it succeeds when someone who knows the daily work makes the decisions, signs off each phase and keeps the goals from the first step in view.',
        ],
      ],
    },
    ar: {
      title: 'هل منشأتك مستعدة لنظام تخطيط موارد المؤسسات؟ قائمة عملية',
      excerpt:
        'تؤدي جداول البيانات الغرض إلى أن تعجز عنه. كيف تعرف أن الوقت قد حان لنظام واحد، وكيف تستعد له.',
      meta: 'قائمة عملية لجاهزية الشركات الخليجية النامية لنظام تخطيط موارد المؤسسات (ERP): قِس المشكلات، ونظّف البيانات، وطبّق على مراحل، وعيّن مسؤولًا.',
      content: [
        'تصل كل شركة نامية إلى مرحلة تتوقف فيها الأرقام عن التطابق: للمبيعات رقم، وللمستودع رقم آخر، وللمالية رقم ثالث، ويضيع الاجتماع الأسبوعي في الجدال حول أي جدول هو الصحيح. وعادة ما تكون هذه هي اللحظة التي يبدأ فيها الملاك بالسؤال عن أنظمة تخطيط موارد المؤسسات. إنه سؤال في محله، لكن الإجابة تتوقف على مدى جاهزية المنشأة أكثر مما تتوقف على البرنامج.',
        { h2: 'قِس ما يؤلمك اليوم' },
        'ابدأ بتدوين العمليات التي تؤلمك اليوم، وضع رقمًا لكل منها، بساعات عمل الموظفين أو بالمبيعات الضائعة بسبب نفاد البضاعة:',
        {
          ul: ['إقفال نهاية الشهر', 'جرد المخزون واعتماد المشتريات', 'الرواتب', 'جدولة التوصيل'],
        },
        'تصبح هذه الأرقام الأهداف التي يجب أن يحققها النظام الجديد، وتسهّل عليك لاحقًا الحكم على ما إذا كان المشروع قد أتى بثماره.',
        { h2: 'جهّز الأرضية' },
        { h3: 'نظّف البيانات الموجودة لديك' },
        'ستنتقل رموز المنتجات وسجلات العملاء وشروط الموردين والأرصدة الافتتاحية كلها إلى النظام الجديد، فإن كانت غير متسقة اليوم فستبقى كذلك هناك، لكن بسرعة أكبر. يقضي معظم عملائنا من أسبوعين إلى أربعة أسابيع في هذه الخطوة، ولم يندم أحد منهم على ذلك.',
        { h3: 'حدّد ترتيب العمل' },
        [
          'إن محاولة نقل جميع الأقسام إلى النظام في يوم واحد هي أكثر أسباب تعثر مشاريع تخطيط موارد المؤسسات (ERP) شيوعًا. مع ',
          { a: 'Nakhla Suite', href: '/ar/what-we-do/erp-solution' },
          ' ينطلق معظم العملاء على ثلاث مراحل:',
        ],
        {
          ol: [
            'المخزون والحسابات',
            'وحدات المطبخ والمبيعات والتوصيل، حين يثق الفريق بالأرقام',
            'التقارير والموافقات لأصحاب المنشأة',
          ],
        },
        'وتنطلق كل مرحلة وحدها، مع تدريب وفترة قصيرة من التشغيل المتوازي.',
        { image: 'service-erp-solution.webp' },
        { h2: 'الأشخاص والمسؤولية' },
        'وفكّر في الأشخاص بقدر ما تفكر في العمليات. سيستخدم موظفو الكاشير وأمناء المستودعات والمحاسبون النظام كل يوم، فأشركهم مبكرًا، واستمع إلى ما يبطئ عملهم، ودرّبهم بلغتهم.',
        { quote: 'فالشاشة التي يفهمونها بالعربية أثمن من ميزة لا يستخدمها أحد.' },
        [
          'وأخيرًا، عيّن مسؤولًا من داخل الشركة. تطبيق النظام ',
          { b: 'مشروع أعمال لا مشروع تقنية' },
          '، وينجح حين يتخذ القرارات شخص يعرف العمل اليومي، ويعتمد كل مرحلة، ويُبقي أهداف الخطوة الأولى نصب عينيه.',
        ],
      ],
    },
  },
  {
    slug: 'qr-ordering-lessons',
    cover: 'blog-3.webp',
    published_at: '2026-08-03T08:00:00.000Z',
    status: 'published',
    topics: ['business-systems', 'customer-experience'],
    tags: ['restaurants', 'qr'],
    en: {
      title: 'What 200 restaurants taught us about QR-code ordering',
      excerpt:
        'Guests love ordering from the table when it is fast and clear. The details that make the difference.',
      // Left empty on purpose: the page falls back to the excerpt.
      meta: null,
      content: [
        'QR-code menus arrived in a hurry, and many guests still remember the slow PDF that took a minute to open and was impossible to read on a phone. Done properly, table ordering is something else entirely: a live menu that opens in a second, sends the order straight to the kitchen and lets the table pay when it is ready. Over the past three years more than 200 restaurants and cafés have gone live on our food and beverage platform, and they have taught us what makes the difference.',
        'Speed comes first. Our menus load on a weak mobile connection in under two seconds, because every photo is compressed, every page is prepared in advance and nothing has to be installed. If the menu is slow, guests wave for a waiter and the whole point is lost.',
        'Clarity comes second. Each dish shows its price, its main allergens and a photo that matches what arrives at the table. Categories follow the way people actually order, drinks first in cafés and mains first in grills, and the menu switches between Arabic and English with one tap.',
        'The kitchen has to trust the system. Sold-out items disappear the moment the kitchen marks them, so nobody orders something that cannot be served. Each order prints or appears on the right station with the table number, and notes such as “no onions” are impossible to miss.',
        'Payment is where most of the time is saved. Letting the table split the bill and pay by card, KNET or phone removes the longest wait of the evening. Restaurants using table payment turn their tables around 30% faster on busy nights.',
        'Finally, keep the people. QR ordering works best when it frees waiters for the part of the job guests value most: recommending a dish, remembering a regular, making the evening feel looked after. Technology should take away the notepad, not the hospitality.',
      ],
    },
    ar: {
      title: 'ما تعلمناه من 200 مطعم عن الطلب برمز QR',
      excerpt:
        'يحب الضيوف الطلب من الطاولة حين يكون سريعًا وواضحًا. هذه هي التفاصيل التي تصنع الفرق.',
      meta: null,
      content: [
        'وصلت قوائم رمز QR على عجل، ولا يزال كثير من الضيوف يتذكرون ملف PDF البطيء الذي كان يستغرق دقيقة ليُفتح وتصعب قراءته على الهاتف. أما الطلب من الطاولة حين يُنفَّذ كما يجب فشيء مختلف تمامًا: قائمة حيّة تُفتح في ثانية، وترسل الطلب مباشرة إلى المطبخ، وتتيح للطاولة الدفع حين تشاء. وخلال السنوات الثلاث الماضية انطلق أكثر من 200 مطعم ومقهى على منصتنا للمطاعم، وتعلّمنا منهم ما الذي يصنع الفرق.',
        'السرعة أولًا. تُحمَّل قوائمنا على اتصال جوال ضعيف في أقل من ثانيتين، لأن كل صورة مضغوطة وكل صفحة مجهّزة مسبقًا ولا حاجة إلى تثبيت أي تطبيق. فإن كانت القائمة بطيئة، أشار الضيوف إلى النادل وضاعت الفكرة كلها.',
        'الوضوح ثانيًا. يعرض كل طبق سعره ومسببات الحساسية الرئيسية فيه وصورة تطابق ما يصل إلى الطاولة. وتتبع الأقسام طريقة الناس الفعلية في الطلب، فالمشروبات أولًا في المقاهي والأطباق الرئيسية أولًا في مطاعم المشويات، وتنتقل القائمة بين العربية والإنجليزية بلمسة واحدة.',
        'ويجب أن يثق المطبخ بالنظام. تختفي الأصناف النافدة لحظة يحددها المطبخ، فلا يطلب أحد ما لا يمكن تقديمه. ويُطبع كل طلب أو يظهر على شاشة القسم المناسب مع رقم الطاولة، ولا يمكن أن تفوت أحدًا ملاحظة مثل «بدون بصل».',
        'وفي الدفع يُوفَّر معظم الوقت. حين تقسّم الطاولة الفاتورة وتدفع بالبطاقة أو KNET أو الهاتف، يختفي أطول انتظار في الأمسية. وتدور الطاولات في المطاعم التي تعتمد الدفع من الطاولة أسرع بنحو 30% في ليالي الذروة.',
        'وأخيرًا، حافظ على العنصر البشري. ينجح الطلب برمز QR حين يتفرغ فريق الخدمة للجزء الذي يقدّره الضيوف أكثر من غيره: اقتراح طبق، وتذكّر ضيف دائم، وإشعار الجميع بالاهتمام. على التقنية أن تأخذ الدفتر من يد النادل، لا أن تأخذ منه الضيافة.',
      ],
    },
  },
  {
    slug: 'mobile-app-launch-plan',
    cover: 'blog-4.webp',
    published_at: '2026-06-22T08:00:00.000Z',
    status: 'published',
    topics: ['websites-and-apps'],
    tags: ['mobile', 'launch'],
    en: {
      title: 'From idea to App Store in 12 weeks: our launch plan',
      excerpt:
        'How we plan a mobile app launch so the first version ships on time and users keep it on their phones.',
      meta: 'Our 12-week plan for launching an iOS and Android app: discovery and design, two-week build sprints, hardening, store submission and launch.',
      content: [
        'A first version that ships beats a perfect version that does not. Apps that spend a year in development usually launch into a market that has moved on, with features nobody asked for. Our mobile projects follow a twelve-week plan with a clear goal for every phase, and clients see a working app on their own phones long before launch day.',
        'Weeks one and two are for discovery and design. We agree who the users are, the three tasks they must be able to complete without help, and how success will be measured after launch. By the end of the second week there are clickable screens, in Arabic and English, that real users can try before a line of code is written.',
        'Weeks three to eight are for building, in two-week sprints. Each sprint ends with a build installed on real iPhones and Android phones, not only on simulators. Clients test on their own devices from the first sprint, and their feedback shapes the next one. Integrations with payment gateways, delivery partners or an existing ERP are built early, because they carry the most risk.',
        'Weeks nine and ten are for testing and hardening. We run a security review, check performance on older and cheaper phones, test accessibility with screen readers in both languages and prepare the store listings: screenshots, descriptions and privacy details for the App Store and Google Play.',
        'The last two weeks cover submission, launch and the first round of improvements. Store reviews can take a few days, so we submit early and keep a release ready for any questions from Apple or Google. Launch day is planned with the marketing team, and support is in place before the first customer downloads the app.',
        'After launch, the real work begins. Analytics show where users hesitate or give up, and the first monthly update is planned from that evidence rather than from guesses.',
      ],
    },
    ar: {
      title: 'من الفكرة إلى متجر التطبيقات في 12 أسبوعًا: خطة الإطلاق لدينا',
      excerpt:
        'كيف نخطط لإطلاق تطبيق الجوال لتصدر النسخة الأولى في موعدها ويحتفظ بها المستخدمون على هواتفهم.',
      meta: 'خطتنا لإطلاق تطبيقات iOS وAndroid في 12 أسبوعًا: الاستكشاف والتصميم، ودورات بناء من أسبوعين، والاختبار، والنشر في المتاجر والإطلاق.',
      content: [
        'النسخة الأولى التي تصدر أفضل من النسخة المثالية التي لا تصدر. فالتطبيقات التي تقضي عامًا في التطوير تنطلق عادة في سوق تغيّر، وبمزايا لم يطلبها أحد. تسير مشاريعنا لتطبيقات الجوال وفق خطة من اثني عشر أسبوعًا لكل مرحلة فيها هدف واضح، ويرى العملاء تطبيقًا يعمل على هواتفهم قبل موعد الإطلاق بوقت طويل.',
        'الأسبوعان الأول والثاني للاستكشاف والتصميم. نتفق على هوية المستخدمين، والمهام الثلاث التي يجب أن ينجزوها دون مساعدة، وكيف سنقيس النجاح بعد الإطلاق. وبنهاية الأسبوع الثاني تكون لدينا شاشات تفاعلية بالعربية والإنجليزية يجربها مستخدمون حقيقيون قبل كتابة أي سطر برمجي.',
        'من الأسبوع الثالث إلى الثامن للبناء، على دورات عمل مدة كل منها أسبوعان. تنتهي كل دورة بنسخة مثبّتة على أجهزة iPhone وAndroid حقيقية، لا على المحاكيات فقط. ويختبر العملاء على أجهزتهم منذ الدورة الأولى، وتوجّه ملاحظاتهم الدورة التالية. ونبني الربط مع بوابات الدفع وشركاء التوصيل أو نظام تخطيط موارد المؤسسات (ERP) القائم في وقت مبكر، لأنه يحمل أكبر قدر من المخاطر.',
        'الأسبوعان التاسع والعاشر للاختبار والتحصين. نجري مراجعة أمنية، ونتحقق من الأداء على الهواتف الأقدم والأقل سعرًا، ونختبر إمكانية الوصول بقارئات الشاشة في اللغتين، ونجهّز صفحات المتجر: لقطات الشاشة والأوصاف وبيانات الخصوصية على App Store وGoogle Play.',
        'ويغطي الأسبوعان الأخيران تقديم التطبيق وإطلاقه وأول جولة من التحسينات. قد تستغرق مراجعة المتاجر بضعة أيام، لذلك نقدّم التطبيق مبكرًا ونُبقي إصدارًا جاهزًا للرد على أي استفسار من Apple أو Google. ونخطط ليوم الإطلاق مع فريق التسويق، ويكون الدعم الفني جاهزًا قبل أن يحمّل أول عميل التطبيق.',
        'وبعد الإطلاق يبدأ العمل الحقيقي. تكشف التحليلات أين يتردد المستخدمون أو يتوقفون، ونخطط لأول تحديث شهري بناءً على هذه الأدلة لا على التخمين.',
      ],
    },
  },
  {
    slug: 'online-rent-collection',
    cover: 'blog-5.webp',
    published_at: '2026-04-09T08:00:00.000Z',
    status: 'published',
    topics: ['business-systems'],
    tags: ['property', 'payments'],
    en: {
      title: 'Why online rent collection pays for itself',
      excerpt:
        'Fewer phone calls, fewer late payments and a clear picture of cash flow for every building.',
      meta: 'How online rent collection with KNET and card payments cuts late payments, automates receipts and gives property owners a live view of every building.',
      content: [
        'For many property managers in Kuwait, the first week of every month is spent on the phone: reminding tenants that rent is due, chasing transfers and matching payments to units by hand. Online collection turns that week into an afternoon, and the benefits reach well beyond the finance team.',
        'The process is simple for tenants. A few days before the due date they receive a reminder by SMS and e-mail with a link to pay by card or KNET. There is no app to install and no password to remember; the link opens their lease, shows the amount due and takes payment in under a minute. Tenants who prefer to pay in advance can settle the coming months in one go.',
        'Behind the scenes, receipts are issued automatically and every payment is matched to the right unit and lease without anyone retyping it. Late payments trigger a polite follow-up on a schedule the manager sets, so nobody has to make the awkward phone call until it is truly needed.',
        'Owners gain something they rarely had before: a live view of collected, pending and overdue rent for every building. Decisions about renewals, rent reviews and maintenance budgets are made on facts rather than estimates, and monthly owner statements are ready the moment the month closes.',
        'The numbers speak for themselves. In the portfolios managed on Nakhla Rentals, nine in ten tenants now pay before the due date, late payments have fallen by more than half, and managers spend their time on inspections and tenant relations instead of bank statements.',
        'Getting started does not mean changing everything at once. Most managers begin with a single building, invite its tenants and roll out to the rest of the portfolio within a quarter, once the first month’s results have made the case.',
      ],
    },
    ar: {
      title: 'لماذا يغطي التحصيل الإلكتروني للإيجارات تكلفته',
      excerpt: 'اتصالات أقل، ومدفوعات متأخرة أقل، وصورة واضحة للتدفق النقدي لكل مبنى.',
      meta: 'كيف يقلّل تحصيل الإيجارات إلكترونيًا بالبطاقة وKNET من التأخر في السداد، ويُصدر الإيصالات تلقائيًا، ويمنح الملاك رؤية لحظية لكل مبنى.',
      content: [
        'يقضي كثير من مديري العقارات في الكويت الأسبوع الأول من كل شهر على الهاتف، يذكّرون المستأجرين بموعد الإيجار ويتابعون التحويلات ويطابقون الدفعات مع الوحدات يدويًا. والتحصيل الإلكتروني يختصر ذلك الأسبوع في ساعات قليلة، وتتجاوز فوائده قسم المالية بكثير.',
        'العملية بسيطة للمستأجرين. قبل موعد الاستحقاق بأيام يصلهم تذكير برسالة نصية وبريد إلكتروني مع رابط للدفع بالبطاقة أو KNET. فلا تطبيق يلزم تثبيته ولا كلمة مرور يلزم تذكّرها، إذ يفتح الرابط عقد المستأجر ويعرض المبلغ المستحق ويُتم الدفع في أقل من دقيقة. ويستطيع من يفضّل الدفع المسبق أن يسدد الأشهر القادمة دفعة واحدة.',
        'وفي الخلفية تصدر الإيصالات تلقائيًا، وتُطابق كل دفعة مع الوحدة والعقد الصحيحين دون أن يعيد أحد كتابتها. وتُطلق الدفعات المتأخرة متابعة لبقة وفق جدول يحدده المدير، فلا يضطر أحد إلى إجراء الاتصال المحرج إلا حين يلزم فعلًا.',
        'ويكسب الملاك ما نادرًا ما امتلكوه من قبل: رؤية لحظية للإيجارات المحصّلة والمعلّقة والمتأخرة لكل مبنى. فتُتخذ قرارات التجديد ومراجعة الإيجارات وميزانيات الصيانة بناءً على الحقائق لا التقديرات، وتكون كشوف الملاك الشهرية جاهزة لحظة إقفال الشهر.',
        'والأرقام تتحدث عن نفسها. في المحافظ العقارية المُدارة عبر Nakhla Rentals، يدفع اليوم تسعة من كل عشرة مستأجرين قبل موعد الاستحقاق، وانخفضت المدفوعات المتأخرة بأكثر من النصف، وصار المديرون يقضون وقتهم في المعاينات والتواصل مع المستأجرين بدل كشوف الحسابات المصرفية.',
        'ولا يتطلب البدء تغيير كل شيء دفعة واحدة. يبدأ معظم المديرين بمبنى واحد ويدعون مستأجريه، ثم يعمّمون التجربة على بقية المحفظة خلال ربع سنة بعد أن تُثبت نتائج الشهر الأول جدواها.',
      ],
    },
  },
  {
    slug: 'fast-ecommerce-checkout',
    cover: 'blog-6.webp',
    published_at: '2026-02-17T08:00:00.000Z',
    status: 'published',
    topics: ['websites-and-apps', 'customer-experience'],
    tags: ['e-commerce', 'performance'],
    en: {
      title: 'Every second counts: building a checkout that loads in 0.2 seconds',
      excerpt:
        'The engineering behind online stores that feel instant on a phone, anywhere in Kuwait.',
      meta: 'How we build fast online stores for the Gulf: pre-rendered pages, modern image formats, a short checkout with KNET and Apple Pay, and performance budgets.',
      content: [
        'Shoppers decide in seconds. When a product page takes three seconds to load on a mobile connection, a large share of visitors leave before they see the price, and most of them never come back. Speed is not a technical nicety for an online store; it is the first thing customers judge, long before the design or the range.',
        'Our stores render pages ahead of time and serve them from servers close to the shopper, so the first screen appears almost at once, even on a busy 4G network. Product data is refreshed in the background, and prices and stock are checked again at the moment of purchase, so speed never comes at the cost of accuracy.',
        'Images are usually the heaviest part of a page. We size every image for the device that asks for it and compress it in modern formats such as WebP and AVIF. A product photo that weighed two megabytes on an old site typically arrives at under a hundred kilobytes, with no visible difference.',
        'The checkout itself keeps to a handful of fields. It remembers returning customers, fills in addresses by Kuwaiti block and street, and offers the payment methods people in the Gulf actually use, from KNET and credit cards to Apple Pay and cash on delivery. Every step we remove is one less place where a shopper can give up.',
        'We measure every release against a budget for load time and script size. If a change makes the store slower, it does not ship until it is fixed. The stores we have built respond in about 0.2 seconds on average, and some clients have seen online sales grow by as much as 250% after moving to them.',
        'None of this needs a large team to maintain. Store owners manage products, offers and orders from a bilingual dashboard, while the performance work stays in place behind the scenes.',
      ],
    },
    ar: {
      title: 'كل ثانية مهمة: بناء صفحة دفع تُحمَّل في 0.2 ثانية',
      excerpt: 'الهندسة التي تجعل المتاجر الإلكترونية فورية على الهاتف في أي مكان بالكويت.',
      meta: 'الهندسة وراء المتاجر الإلكترونية السريعة في الخليج: صفحات مجهّزة مسبقًا، وصيغ صور حديثة، وصفحة دفع قصيرة مع KNET وApple Pay، وميزانيات للأداء.',
      content: [
        'يقرر المتسوقون في ثوانٍ. فحين تستغرق صفحة المنتج ثلاث ثوانٍ لتُحمَّل على اتصال الجوال، يغادر كثير من الزوار قبل أن يروا السعر، ولا يعود معظمهم أبدًا. السرعة ليست ترفًا تقنيًا في المتجر الإلكتروني، بل هي أول ما يحكم عليه العملاء، قبل التصميم وقبل تنوع المنتجات بوقت طويل.',
        'تُجهّز متاجرنا الصفحات مسبقًا وتقدّمها من خوادم قريبة من المتسوق، فتظهر الشاشة الأولى فورًا تقريبًا حتى على شبكة 4G مزدحمة. وتُحدَّث بيانات المنتجات في الخلفية، ويُتحقق من الأسعار والمخزون مجددًا لحظة الشراء، فلا تأتي السرعة على حساب الدقة.',
        'الصور هي عادة الجزء الأثقل في الصفحة. لذلك نقدّم كل صورة بالحجم المناسب للجهاز الذي يطلبها ونضغطها بصيغ حديثة مثل WebP وAVIF. فصورة المنتج التي كان حجمها ميغابايتين في موقع قديم تصل عادة بأقل من مئة كيلوبايت، دون فرق ملحوظ.',
        'وتقتصر صفحة الدفع على حقول قليلة. فهي تتذكر العملاء العائدين، وتملأ العناوين وفق القطع والشوارع في الكويت، وتعرض وسائل الدفع التي يستخدمها الناس في الخليج فعلًا، من KNET والبطاقات الائتمانية إلى Apple Pay والدفع عند الاستلام. وكل خطوة نحذفها تعني فرصة أقل لتراجع المتسوق.',
        'ونقيس كل إصدار مقابل ميزانية لوقت التحميل وحجم البرمجيات، فإن أبطأ تغييرٌ ما المتجرَ لا يُنشر حتى يُصلح. ويبلغ متوسط زمن استجابة المتاجر التي بنيناها نحو 0.2 ثانية، وقد شهد بعض عملائنا نموًا في المبيعات الإلكترونية وصل إلى 250% بعد الانتقال إليها.',
        'ولا يحتاج أي من ذلك إلى فريق كبير لصيانته. يدير أصحاب المتاجر المنتجات والعروض والطلبات من لوحة تحكم ثنائية اللغة، بينما يبقى عمل الأداء قائمًا في الخلفية.',
      ],
    },
  },
  {
    slug: 'ai-assistants-for-customer-service',
    cover: 'blog-7.webp',
    published_at: null,
    status: 'draft',
    topics: ['customer-experience'],
    tags: ['ai', 'customer-service'],
    en: {
      title: 'AI assistants for customer service: where they help and where they do not',
      excerpt: 'Using AI to answer customers in Arabic and English without losing the human touch.',
      meta: 'Where AI assistants help Gulf businesses answer customers in Arabic and English, and where a person should take over.',
      content: [
        'AI assistants can now answer many of the questions customers ask every day, at any hour, in Arabic and English. For a restaurant that means opening times and delivery areas; for a property manager, maintenance requests and payment dates; for a retailer, order status and returns. Used well, they shorten queues and free staff for harder conversations.',
        'They work best with a clear scope. An assistant that answers from your own menu, price list or lease terms is far more reliable than one asked to talk about anything. We connect assistants to the same data the business already uses, so an answer about stock or an order reflects what is true right now.',
        'Language deserves extra care in the Gulf. Customers switch between Arabic and English in the same message and often write in Kuwaiti dialect. An assistant needs to understand that mix and reply in clear, polite Modern Standard Arabic or in English, matching the language the customer chose.',
        'Every assistant needs a quick handover to a person. When a question involves a complaint, a refund or a judgement call, the conversation should pass to a member of staff with its full history, so the customer never has to repeat themselves. Customers should also always know when they are talking to an assistant, and how to reach a person directly.',
        'Finally, measure and review. We track which questions the assistant resolves, which ones it hands over and where customers give up, and we read a sample of conversations every week. This draft will be completed with results from our first pilots before it is published.',
      ],
    },
    ar: {
      title: 'المساعدات الذكية لخدمة العملاء: أين تفيد وأين لا تفيد',
      excerpt:
        'استخدام الذكاء الاصطناعي للرد على العملاء بالعربية والإنجليزية دون فقدان اللمسة الإنسانية.',
      meta: 'متى تساعد المساعدات الذكية الشركات الخليجية على الرد على العملاء بالعربية والإنجليزية، ومتى يجب أن يتولى الموظف المحادثة.',
      content: [
        'باتت المساعدات الذكية قادرة على الإجابة عن كثير من الأسئلة التي يطرحها العملاء يوميًا، في أي ساعة، بالعربية والإنجليزية. فهي في المطعم تجيب عن مواعيد العمل ومناطق التوصيل، ولدى مدير العقارات تستقبل طلبات الصيانة وتذكّر بمواعيد الدفع، وفي متجر التجزئة تتابع حالة الطلب والاسترجاع. وحين تُستخدم جيدًا تختصر الطوابير وتفرّغ الموظفين للمحادثات الأصعب.',
        'وتعمل على أفضل وجه حين يكون نطاقها واضحًا. فالمساعد الذي يجيب من قائمة طعامك أو قائمة أسعارك أو شروط عقودك أكثر موثوقية بكثير من مساعد يُطلب منه الحديث في كل شيء. لذلك نربط المساعدات بالبيانات نفسها التي تستخدمها المنشأة، فتعكس الإجابة عن المخزون أو الطلب الواقع في تلك اللحظة.',
        'وتستحق اللغة عناية خاصة في الخليج. ينتقل العملاء بين العربية والإنجليزية في الرسالة نفسها، ويكتبون كثيرًا باللهجة الكويتية. لذا يجب أن يفهم المساعد هذا المزيج وأن يرد بعربية فصحى واضحة ومهذبة أو بالإنجليزية، وفق اللغة التي اختارها العميل.',
        'ويحتاج كل مساعد إلى إحالة سريعة إلى موظف. فحين يتعلق السؤال بشكوى أو استرداد مبلغ أو قرار يتطلب تقديرًا بشريًا، يجب أن تنتقل المحادثة إلى أحد أعضاء الفريق بسجلها الكامل، كي لا يضطر العميل إلى تكرار كلامه. ويجب أن يعرف العميل دائمًا أنه يتحدث إلى مساعد آلي، وكيف يصل إلى موظف مباشرة.',
        'وأخيرًا، القياس والمراجعة. نتابع الأسئلة التي يحلها المساعد، وتلك التي يحيلها إلى الموظفين، والمواضع التي يتوقف عندها العملاء، ونقرأ عينة من المحادثات كل أسبوع. وستُستكمل هذه المسودة بنتائج تجاربنا الأولى قبل نشرها.',
      ],
    },
  },
]

/** Pictures shown inside bodies (blog-images), by file name in src/seed/media, with their alt text. */
const INLINE_IMAGES: Record<string, Bilingual> = {
  'service-erp-solution.webp': {
    en: 'The Nakhla Suite dashboard: stock, sales and deliveries on one screen',
    ar: 'لوحة Nakhla Suite: المخزون والمبيعات والتوصيل على شاشة واحدة',
  },
}

/** The body's blocks with each inline image's file name replaced by its blog-images id. */
async function withImageIds(payload: Payload, result: SeedResult, blocks: Block[]) {
  return Promise.all(
    blocks.map(async (block) => {
      if (typeof block !== 'object' || !('image' in block) || typeof block.image !== 'string')
        return block
      const alt = INLINE_IMAGES[block.image]
      if (!alt) throw new Error(`No alt text for the inline image ${block.image}`)
      return { image: await seedUpload(payload, result, 'blog-images', block.image, alt) }
    }),
  )
}

export async function seedBlogPosts(payload: Payload, result: SeedResult) {
  const topicIds = await seedBlogTopics(payload, result)
  for (const post of BLOG_POSTS) {
    const image = await seedUpload(payload, result, 'blog-images', post.cover, {
      en: `Cover illustration for “${post.en.title}”`,
      ar: `رسم توضيحي لغلاف مقال «${post.ar.title}»`,
    })
    await seedRecord(
      payload,
      result,
      'blog-posts',
      { slug: { equals: post.slug } },
      {
        en: {
          slug: post.slug,
          title: post.en.title,
          excerpt: post.en.excerpt,
          content: richTextFromBlocks(await withImageIds(payload, result, post.en.content), 'ltr'),
          meta_description: post.en.meta ?? '',
          image,
          tags: post.tags,
          topics: post.topics.map((slug) => topicIds[slug]),
          status: post.status,
          published_at: post.published_at,
        },
        ar: {
          title: post.ar.title,
          excerpt: post.ar.excerpt,
          content: richTextFromBlocks(await withImageIds(payload, result, post.ar.content), 'rtl'),
          meta_description: post.ar.meta ?? '',
        },
      },
    )
  }
}
