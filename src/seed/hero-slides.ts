import type { Payload } from 'payload'

import type { SeedResult } from './types'
import { seedRecord, seedUpload } from './upsert'

const SLIDES = [
  {
    link: '/what-we-do',
    video: true,
    active: true,
    en: [
      'Seamless tech. Real impact.',
      'Websites, apps and business software built in Kuwait for companies across the Gulf.',
      'Explore our services',
    ],
    ar: [
      'تقنية سلسة. أثر حقيقي.',
      'مواقع وتطبيقات وبرمجيات أعمال نبنيها في الكويت لشركات الخليج.',
      'تعرّف على خدماتنا',
    ],
  },
  {
    link: '/what-we-do/erp-solution',
    video: false,
    active: true,
    en: [
      'Run your whole business from one suite',
      'Kitchen, books, people, stock and sales connected in Nakhla Suite.',
      'See Nakhla Suite',
    ],
    ar: [
      'أدِر أعمالك كلها من منظومة واحدة',
      'المطبخ والحسابات والموظفون والمخزون والمبيعات مترابطة في Nakhla Suite.',
      'اكتشف Nakhla Suite',
    ],
  },
  {
    link: '/contact',
    video: false,
    active: false,
    en: [
      'Ramadan offer: launch your store in 30 days',
      'A seasonal campaign kept for next year.',
      'Talk to us',
    ],
    ar: ['عرض رمضان: أطلق متجرك خلال 30 يومًا', 'حملة موسمية محفوظة للعام القادم.', 'تحدّث إلينا'],
  },
] as const

export async function seedHeroSlides(payload: Payload, result: SeedResult) {
  for (const [index, slide] of SLIDES.entries()) {
    const video = slide.video
      ? await seedUpload(payload, result, 'hero-videos', 'hero-loop.mp4', {
          en: 'Slow teal light moving across a dark background',
          ar: 'ضوء أخضر مزرق يتحرك ببطء على خلفية داكنة',
        })
      : null
    await seedRecord(
      payload,
      result,
      'hero-slides',
      { button_link: { equals: slide.link } },
      {
        en: {
          title: slide.en[0],
          subtitle: slide.en[1],
          button_text: slide.en[2],
          button_link: slide.link,
          video_storage_path: video,
          display_order: index + 1,
          is_active: slide.active,
        },
        ar: { title: slide.ar[0], subtitle: slide.ar[1], button_text: slide.ar[2] },
      },
    )
  }
}
