import type { Payload } from 'payload'

import type { SeedResult } from './types'
import { seedRecord, seedUpload } from './upsert'

type Post = {
  slug: string
  date: string | null
  status: 'published' | 'draft'
  tags: string[]
  meta: boolean
  en: { title: string; excerpt: string; content: string[] }
  ar: { title: string; excerpt: string; content: string[] }
}

const POSTS: Post[] = [
  {
    slug: 'bilingual-websites-that-convert',
    date: '2026-10-28T08:00:00.000Z',
    status: 'published',
    tags: ['web', 'arabic', 'ux'],
    meta: true,
    en: {
      title: 'Designing bilingual websites that convert in Arabic and English',
      excerpt:
        'Right-to-left is not a mirror image of left-to-right. Five lessons from a decade of building Gulf websites.',
      content: [
        'Most Gulf companies need their website in two languages, yet many sites are designed in English and translated at the end. Visitors notice: headings wrap awkwardly, icons point the wrong way and the Arabic text sits in a font chosen for Latin letters.',
        'We start every project with both languages on the same board. Layouts are built with logical spacing, so a margin that sits at the start of a line in English moves to the start of the line in Arabic without a second stylesheet. Directional icons such as arrows flip; logos and product screenshots do not.',
        'Typography matters more than most teams expect. Arabic needs a typeface designed for it, a slightly larger size and more generous line height to read as comfortably as the English. Letter-spacing and uppercase styles, common in Latin design, break Arabic script and must be switched off.',
        'Numbers deserve a decision of their own. We use Western digits across both languages on business sites, so prices, phone numbers and statistics never mix two systems on one page, and we keep phone numbers and e-mail addresses left-to-right inside Arabic sentences.',
        'Finally, measure. A bilingual site should be just as fast and accessible in Arabic as in English. We test both with the same performance budgets and the same accessibility checks before anything goes live.',
      ],
    },
    ar: {
      title: 'تصميم مواقع ثنائية اللغة تحقق النتائج بالعربية والإنجليزية',
      excerpt:
        'الكتابة من اليمين إلى اليسار ليست صورة معكوسة للكتابة من اليسار إلى اليمين. خمسة دروس من عقد من بناء المواقع في الخليج.',
      content: [
        'تحتاج معظم الشركات الخليجية إلى موقعها بلغتين، ومع ذلك تُصمَّم مواقع كثيرة بالإنجليزية وتُترجم في النهاية. ويلاحظ الزوار ذلك: عناوين تنكسر في غير موضعها، وأيقونات تشير إلى الاتجاه الخاطئ، ونص عربي بخط اختير للحروف اللاتينية.',
        'نبدأ كل مشروع واللغتان أمامنا على اللوحة نفسها. نبني التخطيط بمسافات منطقية، فالهامش الذي يقع في بداية السطر بالإنجليزية ينتقل إلى بداية السطر بالعربية دون ملف تنسيق ثانٍ. الأيقونات الاتجاهية كالأسهم تنعكس، أما الشعارات ولقطات المنتجات فلا.',
        'للخط أهمية تفوق ما تتوقعه فرق كثيرة. تحتاج العربية إلى خط صُمّم لها، وحجم أكبر قليلًا، وتباعد أسطر أوسع لتُقرأ بالراحة نفسها. أما تباعد الحروف والأحرف الكبيرة الشائعة في التصميم اللاتيني فتكسر الخط العربي ويجب إيقافها.',
        'وللأرقام قرار خاص بها. نستخدم الأرقام الغربية في اللغتين على مواقع الأعمال، كي لا تختلط طريقتان للأرقام في صفحة واحدة، ونُبقي أرقام الهواتف وعناوين البريد الإلكتروني من اليسار إلى اليمين داخل الجمل العربية.',
        'وأخيرًا، القياس. يجب أن يكون الموقع ثنائي اللغة سريعًا وسهل الوصول بالعربية كما بالإنجليزية. نختبر اللغتين بميزانيات الأداء نفسها وفحوص إمكانية الوصول نفسها قبل الإطلاق.',
      ],
    },
  },
  {
    slug: 'erp-readiness-checklist',
    date: '2026-09-14T08:00:00.000Z',
    status: 'published',
    tags: ['erp', 'operations'],
    meta: true,
    en: {
      title: 'Is your business ready for an ERP? A practical checklist',
      excerpt:
        'Spreadsheets work until they do not. Here is how to tell when it is time for one system, and how to prepare.',
      content: [
        'Every growing company reaches a point where the numbers stop agreeing. Sales has one figure, the warehouse another and finance a third. That is usually the moment owners start asking about ERP.',
        'Before choosing software, list the processes that hurt today: month-end closing, stock counts, purchase approvals, payroll. Put a number on each one, in hours or in lost sales. Those numbers become the goals the system must meet.',
        'Next, clean the data you already have. Product codes, customer records and opening balances move into the new system; if they are inconsistent now they will be inconsistent there too, only faster.',
        'Start with the modules that remove the most pain and add the rest in phases. With Nakhla Suite most clients begin with inventory and books, then connect the kitchen, sales and delivery once the team trusts the numbers.',
        'Finally, name an owner inside the company. Implementation is a business project, not an IT project, and it succeeds when someone who knows the daily work makes the decisions.',
      ],
    },
    ar: {
      title: 'هل منشأتك مستعدة لنظام تخطيط الموارد؟ قائمة عملية',
      excerpt:
        'تنجح الجداول حتى تتوقف عن النجاح. إليك كيف تعرف أن الوقت قد حان لنظام واحد، وكيف تستعد له.',
      content: [
        'تصل كل شركة نامية إلى مرحلة تتوقف فيها الأرقام عن الاتفاق: للمبيعات رقم، وللمستودع رقم آخر، وللمالية رقم ثالث. وعادة ما تكون هذه هي اللحظة التي يبدأ فيها الملاك بالسؤال عن أنظمة تخطيط الموارد.',
        'قبل اختيار البرنامج، دوّن العمليات التي تؤلمك اليوم: إقفال نهاية الشهر، وجرد المخزون، واعتماد المشتريات، والرواتب. وضع رقمًا لكل منها بالساعات أو بالمبيعات الضائعة، فهذه الأرقام هي الأهداف التي يجب أن يحققها النظام.',
        'بعد ذلك، نظّف البيانات الموجودة لديك. رموز المنتجات وسجلات العملاء والأرصدة الافتتاحية ستنتقل إلى النظام الجديد، وإن كانت غير متسقة الآن فستبقى كذلك هناك، لكن بسرعة أكبر.',
        'ابدأ بالوحدات التي تزيل أكبر قدر من المعاناة وأضف البقية على مراحل. مع Nakhla Suite يبدأ معظم العملاء بالمخزون والحسابات، ثم يربطون المطبخ والمبيعات والتوصيل حين يثق الفريق بالأرقام.',
        'وأخيرًا، سمِّ مسؤولًا من داخل الشركة. التطبيق مشروع أعمال لا مشروع تقنية، وينجح حين يتخذ القرارات شخص يعرف العمل اليومي.',
      ],
    },
  },
  {
    slug: 'qr-ordering-lessons',
    date: '2026-08-03T08:00:00.000Z',
    status: 'published',
    tags: ['restaurants', 'qr'],
    meta: false,
    en: {
      title: 'What 200 restaurants taught us about QR-code ordering',
      excerpt:
        'Guests love ordering from the table when it is fast and clear. The details that make the difference.',
      content: [
        'QR-code menus arrived in a hurry and many guests remember the slow PDF that took a minute to load. Done properly, table ordering is something else entirely: a live menu that opens in a second and sends the order straight to the kitchen.',
        'Speed comes first. Our menus load on a weak mobile connection in under two seconds because every photo is compressed and every page is prepared in advance. Guests do not wait and do not give up.',
        'Clarity comes second. Each dish shows its price, its main allergens and a photo that matches what arrives. Sold-out items disappear the moment the kitchen marks them, so nobody orders something that cannot be served.',
        'Payment is where most of the time is saved. Letting the table split the bill and pay by card or phone frees waiters for the part of the job guests value: hospitality.',
      ],
    },
    ar: {
      title: 'ما تعلمناه من 200 مطعم عن الطلب برمز QR',
      excerpt:
        'يحب الضيوف الطلب من الطاولة حين يكون سريعًا وواضحًا. هذه هي التفاصيل التي تصنع الفرق.',
      content: [
        'وصلت قوائم رمز QR على عجل، ويتذكر كثير من الضيوف ملف PDF البطيء الذي كان يستغرق دقيقة ليُفتح. أما الطلب من الطاولة حين يُنفَّذ كما يجب فشيء مختلف تمامًا: قائمة حيّة تُفتح في ثانية وترسل الطلب مباشرة إلى المطبخ.',
        'السرعة أولًا. تُحمَّل قوائمنا على اتصال جوال ضعيف في أقل من ثانيتين، لأن كل صورة مضغوطة وكل صفحة مجهّزة مسبقًا. فلا ينتظر الضيوف ولا يتراجعون.',
        'الوضوح ثانيًا. يعرض كل طبق سعره ومسببات الحساسية الرئيسية فيه وصورة تطابق ما يصل إلى الطاولة. وتختفي الأصناف النافدة لحظة يحددها المطبخ، فلا يطلب أحد ما لا يمكن تقديمه.',
        'وفي الدفع يُوفَّر معظم الوقت. حين تقسّم الطاولة الفاتورة وتدفع بالبطاقة أو الهاتف، يتفرغ فريق الخدمة للجزء الذي يقدّره الضيوف: الضيافة.',
      ],
    },
  },
  {
    slug: 'mobile-app-launch-plan',
    date: '2026-06-22T08:00:00.000Z',
    status: 'published',
    tags: ['mobile', 'launch'],
    meta: true,
    en: {
      title: 'From idea to App Store in 12 weeks: our launch plan',
      excerpt:
        'How we plan a mobile app launch so the first version ships on time and users keep it.',
      content: [
        'A first version that ships beats a perfect version that does not. Our mobile projects follow a twelve-week plan with a clear goal for every phase.',
        'The first two weeks are discovery and design: who the users are, the three tasks they must be able to do, and clickable screens they can try before a line of code is written.',
        'Weeks three to eight are for building, in two-week sprints with a working build on real phones at the end of each. Clients test on their own devices, in Arabic and English, from the first sprint.',
        'Weeks nine and ten are for testing and hardening: security review, performance on older phones, accessibility and store assets. The last two weeks cover submission, launch and the first round of improvements based on real usage.',
      ],
    },
    ar: {
      title: 'من الفكرة إلى متجر التطبيقات في 12 أسبوعًا: خطة الإطلاق لدينا',
      excerpt: 'كيف نخطط لإطلاق تطبيق جوال لتصدر النسخة الأولى في موعدها ويحتفظ بها المستخدمون.',
      content: [
        'النسخة الأولى التي تصدر أفضل من النسخة المثالية التي لا تصدر. تسير مشاريعنا للجوال وفق خطة من اثني عشر أسبوعًا لكل مرحلة فيها هدف واضح.',
        'الأسبوعان الأولان للاستكشاف والتصميم: من هم المستخدمون، وما المهام الثلاث التي يجب أن يتمكنوا من إنجازها، وشاشات تفاعلية يجربونها قبل كتابة أي سطر برمجي.',
        'من الأسبوع الثالث إلى الثامن للبناء، على دورات مدتها أسبوعان تنتهي كل منها بنسخة تعمل على هواتف حقيقية. ويختبر العملاء على أجهزتهم بالعربية والإنجليزية منذ الدورة الأولى.',
        'الأسبوعان التاسع والعاشر للاختبار والتحصين: مراجعة أمنية، والأداء على الهواتف الأقدم، وإمكانية الوصول، ومواد المتجر. ويغطي الأسبوعان الأخيران التقديم والإطلاق وأول جولة تحسينات بناءً على الاستخدام الفعلي.',
      ],
    },
  },
  {
    slug: 'online-rent-collection',
    date: '2026-04-09T08:00:00.000Z',
    status: 'published',
    tags: ['property', 'payments'],
    meta: true,
    en: {
      title: 'Why online rent collection pays for itself',
      excerpt:
        'Fewer phone calls, fewer late payments and a clear picture of cash flow for every building.',
      content: [
        'For many property managers in Kuwait, the first week of the month is spent on the phone reminding tenants that rent is due. Online collection turns that week into an afternoon.',
        'Tenants receive a reminder before the due date with a link to pay by card or KNET. Receipts are issued automatically and the payment is matched to the right unit and lease without anyone retyping it.',
        'Owners gain something they rarely had before: a live view of collected, pending and overdue rent per building. Decisions about renewals and maintenance budgets are made on facts rather than estimates.',
        'In the portfolios we manage on Nakhla Rentals, nine in ten tenants now pay before the due date, and late payments have fallen by more than half.',
      ],
    },
    ar: {
      title: 'لماذا يغطي التحصيل الإلكتروني للإيجارات تكلفته',
      excerpt: 'اتصالات أقل ومدفوعات متأخرة أقل وصورة واضحة للتدفق النقدي لكل مبنى.',
      content: [
        'يقضي كثير من مديري العقارات في الكويت الأسبوع الأول من كل شهر على الهاتف لتذكير المستأجرين بموعد الإيجار. والتحصيل الإلكتروني يحوّل ذلك الأسبوع إلى ساعات قليلة.',
        'يتلقى المستأجر تذكيرًا قبل موعد الاستحقاق مع رابط للدفع بالبطاقة أو كي نت. وتصدر الإيصالات تلقائيًا وتُطابق الدفعة مع الوحدة والعقد الصحيحين دون أن يعيد أحد كتابتها.',
        'ويكسب الملاك ما نادرًا ما امتلكوه من قبل: رؤية لحظية للإيجارات المحصّلة والمعلّقة والمتأخرة لكل مبنى، فتُتخذ قرارات التجديد وميزانيات الصيانة بناءً على الحقائق لا التقديرات.',
        'في المحافظ التي نديرها عبر Nakhla Rentals، يدفع اليوم تسعة من كل عشرة مستأجرين قبل موعد الاستحقاق، وانخفضت المدفوعات المتأخرة بأكثر من النصف.',
      ],
    },
  },
  {
    slug: 'fast-ecommerce-checkout',
    date: '2026-02-17T08:00:00.000Z',
    status: 'published',
    tags: ['e-commerce', 'performance'],
    meta: true,
    en: {
      title: 'Every second counts: building a checkout that loads in 0.2 seconds',
      excerpt:
        'The engineering behind online stores that feel instant on a phone in a Kuwait City car park.',
      content: [
        'Shoppers decide in seconds. When a product page takes three seconds to load on a mobile connection, a large share of visitors leave before they see the price.',
        'Our stores render pages ahead of time and serve them from the edge, so the first screen appears almost at once. Images are sized for the device that asks for them and compressed in modern formats.',
        'The checkout itself keeps to a handful of fields, remembers returning customers and offers the payment methods people in the Gulf actually use, from KNET to Apple Pay.',
        'We measure every release against a budget for load time and script size. If a change makes the store slower, it does not ship until it is fixed.',
      ],
    },
    ar: {
      title: 'كل ثانية مهمة: بناء صفحة دفع تُحمَّل في 0.2 ثانية',
      excerpt: 'الهندسة التي تجعل المتاجر الإلكترونية فورية على الهاتف في أي مكان بالكويت.',
      content: [
        'يقرر المتسوقون في ثوانٍ. وحين تستغرق صفحة المنتج ثلاث ثوانٍ لتُحمَّل على اتصال الجوال، يغادر كثير من الزوار قبل أن يروا السعر.',
        'تُجهّز متاجرنا الصفحات مسبقًا وتقدّمها من أقرب خادم، فتظهر الشاشة الأولى فورًا تقريبًا. وتُقدَّم الصور بالحجم المناسب للجهاز الذي يطلبها وتُضغط بصيغ حديثة.',
        'وتقتصر صفحة الدفع على حقول قليلة، وتتذكر العملاء العائدين، وتعرض وسائل الدفع التي يستخدمها الناس في الخليج فعلًا، من كي نت إلى Apple Pay.',
        'ونقيس كل إصدار مقابل ميزانية لوقت التحميل وحجم البرمجيات. فإن أبطأ تغييرٌ ما المتجرَ، لا يُنشر حتى يُصلح.',
      ],
    },
  },
  {
    slug: 'ai-assistants-for-customer-service',
    date: null,
    status: 'draft',
    tags: ['ai'],
    meta: true,
    en: {
      title: 'AI assistants for customer service: where they help and where they do not',
      excerpt:
        'A draft on using AI to answer customers in Arabic and English without losing the human touch.',
      content: [
        'AI assistants can answer the questions customers ask every day, at any hour, in Arabic and English.',
        'They work best with a clear scope and a quick handover to a person when the question needs judgement.',
      ],
    },
    ar: {
      title: 'المساعدات الذكية لخدمة العملاء: أين تفيد وأين لا تفيد',
      excerpt:
        'مسودة عن استخدام الذكاء الاصطناعي للرد على العملاء بالعربية والإنجليزية دون فقدان اللمسة الإنسانية.',
      content: [
        'يمكن للمساعدات الذكية أن تجيب عن الأسئلة التي يطرحها العملاء يوميًا، في أي ساعة، بالعربية والإنجليزية.',
        'وتعمل على أفضل وجه حين يكون نطاقها واضحًا وتحيل السؤال سريعًا إلى موظف حين يحتاج إلى تقدير بشري.',
      ],
    },
  },
]

export async function seedBlogPosts(payload: Payload, result: SeedResult) {
  for (const [index, post] of POSTS.entries()) {
    const image = await seedUpload(payload, result, 'blog-images', `blog-${index + 1}.webp`, {
      en: `Illustration for “${post.en.title}”`,
      ar: `رسم توضيحي لمقال «${post.ar.title}»`,
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
          content: post.en.content.join('\n\n'),
          // One post leaves it empty so the excerpt fallback of spec §9 is exercised.
          meta_description: post.meta ? post.en.excerpt : '',
          image,
          tags: post.tags,
          status: post.status,
          published_at: post.date,
        },
        ar: {
          title: post.ar.title,
          excerpt: post.ar.excerpt,
          content: post.ar.content.join('\n\n'),
          meta_description: post.meta ? post.ar.excerpt : '',
        },
      },
    )
  }
}
