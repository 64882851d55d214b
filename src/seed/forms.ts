import type { Payload } from 'payload'

import type { Bilingual } from '@/lib/bilingual'
import { inLocale } from '@/content/service-pages/types'
import type { SeedResult } from './types'
import { seedRecord } from './upsert'

const consent = (linkPage: number | string | undefined) => ({
  kind: 'consent',
  name: 'consent',
  label: {
    en: 'I agree that the company keeps these details to answer me, as its',
    ar: 'أوافق على أن تحتفظ الشركة بهذه البيانات للرد عليّ، وفق',
  },
  ...(linkPage ? { linkPage } : {}),
  linkText: { en: 'privacy policy', ar: 'سياسة الخصوصية' },
})

const fullName = {
  kind: 'text',
  name: 'full_name',
  label: { en: 'Full name', ar: 'الاسم الكامل' },
  required: true,
  maxLength: 120,
}
const email = {
  kind: 'email',
  name: 'email',
  label: { en: 'E-mail', ar: 'البريد الإلكتروني' },
  required: true,
}

/** The example forms: a job application for the careers page, and an event sign-up. */
function formSeeds(privacyPage: number | string | undefined) {
  return {
    careers: {
      title: { en: 'Job application', ar: 'طلب توظيف' },
      // Applications are kept a year, then deleted (the privacy policy's promise to applicants).
      retentionMonths: 12,
      submitLabel: { en: 'Send application', ar: 'أرسل الطلب' },
      confirmation: {
        en: 'Thank you for applying. We read every application and reply within two weeks.',
        ar: 'شكرًا لتقديمك. نقرأ كل طلب ونردّ خلال أسبوعين.',
      },
      fields: [
        fullName,
        email,
        {
          kind: 'phone',
          name: 'phone',
          label: { en: 'Mobile', ar: 'رقم الجوال' },
          required: true,
        },
        {
          kind: 'choice',
          name: 'position',
          label: { en: 'Position', ar: 'الوظيفة' },
          required: true,
          display: 'radios',
          options: [
            { value: 'software-engineer', label: { en: 'Software engineer', ar: 'مهندس برمجيات' } },
            { value: 'designer', label: { en: 'Product designer', ar: 'مصمم منتجات' } },
            { value: 'consultant', label: { en: 'IT consultant', ar: 'مستشار تقنية معلومات' } },
            { value: 'other', label: { en: 'Something else', ar: 'وظيفة أخرى' } },
          ],
        },
        {
          kind: 'text',
          name: 'linkedin',
          label: { en: 'LinkedIn profile', ar: 'الملف الشخصي على LinkedIn' },
          help: {
            en: 'The address of your profile, e.g. https://www.linkedin.com/in/your-name',
            ar: 'عنوان ملفك الشخصي، مثل https://www.linkedin.com/in/your-name',
          },
          pattern: 'https://([a-z]{2,3}\\.)?linkedin\\.com/.+',
          patternMessage: {
            en: 'Use the address of a LinkedIn profile, starting with https://www.linkedin.com/',
            ar: 'استخدم عنوان ملف شخصي على LinkedIn يبدأ بـ https://www.linkedin.com/',
          },
          maxLength: 300,
        },
        {
          kind: 'file',
          name: 'cv',
          label: { en: 'CV', ar: 'السيرة الذاتية' },
          help: {
            en: 'Your CV as a PDF or a Word document.',
            ar: 'سيرتك الذاتية بصيغة PDF أو مستند Word.',
          },
          required: true,
          fileTypes: ['pdf', 'docx'],
          maxMegabytes: 5,
        },
        {
          kind: 'textarea',
          name: 'about',
          label: { en: 'About you', ar: 'نبذة عنك' },
          placeholder: {
            en: 'What you have built, and what you would like to build with us.',
            ar: 'ما الذي صنعته، وما الذي تودّ أن تصنعه معنا.',
          },
          maxLength: 3000,
        },
        consent(privacyPage),
      ],
    },
    webinar: {
      title: { en: 'Webinar sign-up', ar: 'التسجيل في الندوة الإلكترونية' },
      submitLabel: { en: 'Save my seat', ar: 'احجز مقعدي' },
      confirmation: {
        en: 'You are registered. We will e-mail you the link the day before.',
        ar: 'تم تسجيلك. سنرسل إليك الرابط بالبريد الإلكتروني قبل الموعد بيوم.',
      },
      fields: [
        fullName,
        email,
        {
          kind: 'text',
          name: 'company',
          label: { en: 'Company', ar: 'الشركة' },
          maxLength: 160,
        },
        {
          kind: 'checkboxes',
          name: 'sessions',
          label: { en: 'Sessions', ar: 'الجلسات' },
          required: true,
          options: [
            { value: 'kuwait', label: { en: 'Kuwait, in Arabic', ar: 'الكويت، بالعربية' } },
            {
              value: 'abu-dhabi',
              label: { en: 'Abu Dhabi, in English', ar: 'أبوظبي، بالإنجليزية' },
            },
          ],
        },
        {
          kind: 'number',
          name: 'seats',
          label: { en: 'People from your team', ar: 'عدد الحضور من فريقك' },
          min: 1,
          max: 20,
        },
        consent(privacyPage),
      ],
    },
  } satisfies Record<string, { title: Bilingual; fields: unknown[] } & Record<string, unknown>>
}

export type SeededForms = Record<'careers' | 'webinar', number | string>

/** The example forms, created once each (found again by their English title). */
export async function seedForms(payload: Payload, result: SeedResult): Promise<SeededForms> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { page_slug: { equals: 'privacy-policy' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const ids = {} as SeededForms
  for (const [key, form] of Object.entries(formSeeds(docs[0]?.id))) {
    ids[key as keyof SeededForms] = await seedRecord(
      payload,
      result,
      'forms',
      { title: { equals: form.title.en } },
      {
        en: inLocale(form, 'en') as Record<string, unknown>,
        ar: inLocale(form, 'ar') as Record<string, unknown>,
      },
    )
  }
  return ids
}
