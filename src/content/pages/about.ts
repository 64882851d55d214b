import type { SeedLayout } from '../service-pages/types'

/** The About page, top to bottom: hero, mission and figures, who we are, values, vision, closing band. */
export const about: SeedLayout = [
  {
    blockType: 'page-hero',
    eyebrow: {
      en: 'About us',
      ar: 'من نحن',
    },
    title: {
      en: 'Building software for Gulf businesses since 2007',
      ar: 'نبني البرمجيات لشركات الخليج منذ عام 2007',
    },
    lead: {
      en: 'We are a Kuwaiti software and IT services company with offices in Kuwait and Abu Dhabi. We design, build and run the websites, apps and business systems our clients depend on every day.',
      ar: 'نحن شركة كويتية للبرمجيات وخدمات تقنية المعلومات، لنا مكتبان في الكويت وأبوظبي. نصمّم ونبني وندير المواقع والتطبيقات وأنظمة الأعمال التي يعتمد عليها عملاؤنا كل يوم.',
    },
    button: {
      label: {
        en: 'Talk to our team',
        ar: 'تحدّث إلى فريقنا',
      },
      to: '/contact',
    },
    art: 'about',
    size: 'regular',
  },
  {
    blockType: 'mission-figures',
    eyebrow: {
      en: 'Our mission',
      ar: 'رسالتنا',
    },
    title: {
      en: 'Technology that does real work for our clients',
      ar: 'تقنية تعمل فعلًا لصالح عملائنا',
    },
    text: {
      en: 'Our mission is to give every business we work with, from a single-branch restaurant to an enterprise with dozens of sites, software that is reliable, bilingual by design and simple to run, so its people can spend their time on customers rather than on systems.',
      ar: 'رسالتنا أن نقدّم لكل منشأة نعمل معها، من مطعم بفرع واحد إلى مؤسسة بعشرات المواقع، برمجيات موثوقة، ثنائية اللغة منذ تصميمها، وسهلة التشغيل، ليتفرّغ فريقها لعملائه بدل الانشغال بالأنظمة.',
    },
    figures: [
      {
        value: {
          en: '2007',
          ar: '2007',
        },
        label: {
          en: 'Founded in Kuwait',
          ar: 'عام التأسيس في الكويت',
        },
      },
      {
        value: {
          en: '2',
          ar: '2',
        },
        label: {
          en: 'Offices: Kuwait and Abu Dhabi',
          ar: 'مكتبان: الكويت وأبوظبي',
        },
      },
      {
        value: {
          en: '6',
          ar: '6',
        },
        label: {
          en: 'Services from one team',
          ar: 'خدمات من فريق واحد',
        },
      },
    ],
  },
  {
    blockType: 'topic-panel',
    eyebrow: {
      en: 'Who we are',
      ar: 'من نحن',
    },
    title: {
      en: 'A team of builders in Kuwait and Abu Dhabi',
      ar: 'فريق من المطوّرين والمصمّمين في الكويت وأبوظبي',
    },
    lead: {
      en: 'Choose a topic, or scroll through the panel.',
      ar: 'اختر موضوعًا، أو تصفّح اللوحة بالتمرير.',
    },
    topics: [
      {
        icon: 'History',
        anchor: 'story',
        title: {
          en: 'Our story',
          ar: 'قصتنا',
        },
        paragraphs: [
          {
            text: {
              en: 'We started in Kuwait in 2007 as a small team building websites for local businesses. As our clients grew, so did the work: mobile apps, online stores and, in time, the business systems that run kitchens, warehouses and property portfolios.',
              ar: 'بدأنا في الكويت عام 2007 فريقًا صغيرًا يبني المواقع الإلكترونية للشركات المحلية. ومع نموّ عملائنا نما عملنا: تطبيقات الجوال والمتاجر الإلكترونية، ثم أنظمة الأعمال التي تدير المطابخ والمستودعات والمحافظ العقارية.',
            },
          },
          {
            text: {
              en: 'Today we serve clients across the Gulf from two offices, in Kuwait and Abu Dhabi, and we still work the way we started: close to the people who use what we build.',
              ar: 'نخدم اليوم عملاء في أنحاء الخليج من مكتبين في الكويت وأبوظبي، وما زلنا نعمل كما بدأنا: قريبين من الأشخاص الذين يستخدمون ما نبنيه.',
            },
          },
        ],
      },
      {
        icon: 'Blocks',
        anchor: 'build',
        title: {
          en: 'What we build',
          ar: 'ماذا نبني',
        },
        paragraphs: [
          {
            text: {
              en: 'Six services from one team: web development, mobile apps for iOS and Android, e-commerce applications, an ERP suite of nine connected modules, a property management platform that links landlords, managers and tenants, and a restaurant solution for delivery, pickup and dine-in by QR code.',
              ar: 'ست خدمات من فريق واحد: تطوير المواقع الإلكترونية، وتطبيقات الجوال لنظامي iOS وAndroid، وتطبيقات التجارة الإلكترونية، ونظام تخطيط موارد المؤسسات (ERP) من تسع وحدات مترابطة، ونظام إدارة العقارات الذي يربط الملاك والمديرين والمستأجرين، وحلول المطاعم للتوصيل والاستلام والطلب داخل المطعم برمز QR.',
            },
          },
          {
            text: {
              en: 'Our own products, a business suite, a rentals platform and two restaurant products, run every day for our clients, so we know what it takes to keep software working long after launch.',
              ar: 'منتجاتنا الخاصة، منظومة أعمال ومنصة للإيجارات ومنتجان للمطاعم، تعمل كل يوم لدى عملائنا، لذلك نعرف ما يتطلبه بقاء البرمجيات تعمل بكفاءة بعد إطلاقها بوقت طويل.',
            },
          },
        ],
      },
      {
        icon: 'Workflow',
        anchor: 'work',
        title: {
          en: 'How we work',
          ar: 'كيف نعمل',
        },
        paragraphs: [
          {
            text: {
              en: 'Every project starts with a conversation and a short discovery phase: we learn how your business runs before we propose anything. Then we design, build and test in short cycles and show you working software every few weeks.',
              ar: 'يبدأ كل مشروع بحوار ومرحلة استكشاف قصيرة: نتعرّف على طريقة عمل منشأتك قبل أن نقترح أي شيء. ثم نصمّم ونبني ونختبر على دورات قصيرة، ونعرض عليك برمجيات تعمل كل بضعة أسابيع.',
            },
          },
          {
            text: {
              en: 'After launch we stay. Hosting, support and improvements are part of the relationship, not an afterthought, and you always know who to call.',
              ar: 'وبعد الإطلاق نبقى معك. فالاستضافة والدعم والتحسينات جزء من العلاقة وليست أمرًا ثانويًا، وتعرف دائمًا بمن تتصل.',
            },
          },
        ],
      },
      {
        icon: 'UsersRound',
        anchor: 'people',
        title: {
          en: 'Our people',
          ar: 'فريقنا',
        },
        paragraphs: [
          {
            text: {
              en: 'Designers, engineers, project managers and support specialists who speak your language, in Arabic and in English, and who know how business is done in the Gulf.',
              ar: 'مصمّمون ومهندسون ومديرو مشاريع ومختصّو دعم يتحدثون لغتك، بالعربية والإنجليزية، ويعرفون كيف تُدار الأعمال في الخليج.',
            },
          },
          {
            text: {
              en: 'We invest in their growth through training and certification, and we keep teams stable, so the people who build your system are the people who look after it.',
              ar: 'نستثمر في نموّهم بالتدريب والشهادات المهنية، ونحافظ على استقرار الفرق، فيبقى من بنى نظامك هو من يرعاه.',
            },
          },
        ],
      },
    ],
  },
  {
    blockType: 'value-cards',
    eyebrow: {
      en: 'Core values',
      ar: 'قيمنا',
    },
    title: {
      en: 'What we stand for',
      ar: 'ما نؤمن به',
    },
    items: [
      {
        icon: 'BadgeCheck',
        title: {
          en: 'Quality in every detail',
          ar: 'الجودة في كل تفصيل',
        },
        text: {
          en: 'We test what we ship, measure what we promise and fix what we find. Good software is the sum of many small, careful decisions.',
          ar: 'نختبر ما نسلّمه، ونقيس ما نعد به، ونصلح ما نكتشفه. البرمجيات الجيدة حصيلة قرارات صغيرة كثيرة مدروسة.',
        },
      },
      {
        icon: 'Handshake',
        title: {
          en: 'Partnership',
          ar: 'الشراكة',
        },
        text: {
          en: 'We succeed when our clients do. We are honest about trade-offs, clear about costs and there when something goes wrong.',
          ar: 'ننجح حين ينجح عملاؤنا. نصارحهم بالخيارات وتبعاتها، ونوضّح التكاليف، ونكون حاضرين حين يحدث خلل.',
        },
      },
      {
        icon: 'Lightbulb',
        title: {
          en: 'Innovation with purpose',
          ar: 'ابتكار له غاية',
        },
        text: {
          en: 'We adopt new technology when it solves a real problem for a real business, not because it is new.',
          ar: 'نعتمد التقنيات الجديدة حين تحلّ مشكلة حقيقية لمنشأة حقيقية، لا لمجرد أنها جديدة.',
        },
      },
    ],
  },
  {
    blockType: 'statement-band',
    eyebrow: {
      en: 'Our vision',
      ar: 'رؤيتنا',
    },
    title: {
      en: 'To be the most trusted technology partner in the Gulf',
      ar: 'أن نكون شريك التقنية الأكثر ثقة في الخليج',
    },
    text: {
      en: 'We want every business in the region, large or small, to have software as good as the best in the world: built here, in Arabic and English, by a team that picks up the phone.',
      ar: 'نريد لكل منشأة في المنطقة، كبيرة كانت أو صغيرة، برمجيات تضاهي أفضل ما في العالم: تُبنى هنا، بالعربية والإنجليزية، على يد فريق يردّ على اتصالك.',
    },
  },
  {
    blockType: 'cta-band',
    title: {
      en: 'Let’s build something together',
      ar: 'لنبنِ شيئًا معًا',
    },
    text: {
      en: 'Tell us about your project and we will get back to you within one working day.',
      ar: 'حدّثنا عن مشروعك وسنعود إليك خلال يوم عمل واحد.',
    },
    button: {
      label: {
        en: 'Contact us',
        ar: 'اتصل بنا',
      },
      to: '/contact',
    },
  },
]
