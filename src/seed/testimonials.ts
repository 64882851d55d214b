import type { Payload } from 'payload'

import type { SeedResult } from './types'
import { seedRecord, seedUpload } from './upsert'

const TESTIMONIALS = [
  {
    logo: { file: 'logo-gulf-retail.webp', name: 'Gulf Retail' },
    active: true,
    en: [
      'Our online store went live in six weeks and now brings in a third of our sales. The team answered every question in hours, not days.',
      'Abdullah Al-Rashid',
      'Operations Director, Gulf Retail',
    ],
    ar: [
      'أُطلق متجرنا الإلكتروني خلال ستة أسابيع وأصبح يحقق ثلث مبيعاتنا. أجاب الفريق عن كل سؤال خلال ساعات لا أيام.',
      'عبدالله الراشد',
      'مدير العمليات، الخليج للتجزئة',
    ],
  },
  {
    logo: { file: 'logo-marina-foods.webp', name: 'Marina Foods' },
    active: true,
    en: [
      'QR ordering cut our table waiting time in half. Our kitchen finally sees every order from every channel on one screen.',
      'Hessa Al-Mulla',
      'Managing Partner, Marina Foods',
    ],
    ar: [
      'خفّضت الطلبات برمز QR وقت انتظار الطاولات إلى النصف، وأصبح مطبخنا يرى كل الطلبات من كل القنوات على شاشة واحدة.',
      'حصة الملا',
      'الشريكة المديرة، مارينا فودز',
    ],
  },
  {
    logo: { file: 'logo-al-noor.webp', name: 'Al Noor Realty' },
    active: true,
    en: [
      'Rent collection used to take a week of phone calls. With Nakhla Rentals, 90% of tenants pay online before the due date.',
      'Faisal Al-Otaibi',
      'General Manager, Al Noor Realty',
    ],
    ar: [
      'كان تحصيل الإيجارات يستغرق أسبوعًا من الاتصالات، ومع Nakhla Rentals يدفع 90% من المستأجرين إلكترونيًا قبل موعد الاستحقاق.',
      'فيصل العتيبي',
      'المدير العام، النور العقارية',
    ],
  },
  {
    logo: { file: 'logo-desert-logistics.webp', name: 'Desert Logistics' },
    active: true,
    en: [
      'Nakhla Suite replaced four spreadsheets and two legacy systems. Month-end closing now takes two days instead of ten.',
      'Maryam Al-Kandari',
      'Finance Manager, Desert Logistics',
    ],
    ar: [
      'استبدل Nakhla Suite أربعة جداول بيانات ونظامين قديمين، وصار إقفال نهاية الشهر يستغرق يومين بدل عشرة.',
      'مريم الكندري',
      'مديرة المالية، الصحراء للخدمات اللوجستية',
    ],
  },
  {
    logo: { file: 'logo-bait-al-shawarma.webp', name: 'Bait Al Shawarma' },
    active: true,
    en: [
      'The delivery app our customers use every day was designed, built and launched by Nakhla — and they still support it around the clock.',
      'Tariq Al-Enezi',
      'Founder, Bait Al Shawarma',
    ],
    ar: [
      'صمّمت نخلة تطبيق التوصيل الذي يستخدمه عملاؤنا يوميًا وطوّرته وأطلقته، وما زالت تدعمه على مدار الساعة.',
      'طارق العنزي',
      'المؤسس، بيت الشاورما',
    ],
  },
  {
    logo: { file: 'logo-cafe-nabeel.webp', name: 'Café Nabeel' },
    active: false,
    en: [
      'A reliable partner for our loyalty programme launch.',
      'Dana Al-Hajri',
      'Marketing Lead, Café Nabeel',
    ],
    ar: ['شريك موثوق في إطلاق برنامج الولاء لدينا.', 'دانة الهاجري', 'مسؤولة التسويق، مقهى نبيل'],
  },
] as const

export async function seedTestimonials(payload: Payload, result: SeedResult) {
  for (const [index, item] of TESTIMONIALS.entries()) {
    // Each client shows its own wordmark (never one of the company's product logos).
    const logo = await seedUpload(payload, result, 'logo-testimonials', item.logo.file, {
      en: `${item.logo.name} logo`,
      ar: `شعار ${item.ar[2].split('، ')[1] ?? item.logo.name}`,
    })
    await seedRecord(
      payload,
      result,
      'testimonials',
      { author_name: { equals: item.en[1] } },
      {
        en: {
          quote: item.en[0],
          author_name: item.en[1],
          author_position: item.en[2],
          logo_storage_path: logo,
          display_order: index + 1,
          is_active: item.active,
        },
        ar: { quote: item.ar[0], author_name: item.ar[1], author_position: item.ar[2] },
      },
    )
  }
}
