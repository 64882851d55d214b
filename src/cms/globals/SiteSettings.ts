import type { Field, GlobalConfig } from 'payload'

import { canEditContent, publishedOnlyOrStaff } from '../access'
import { leftToRight, phoneField, urlField } from '../fields'
import { text, textarea } from '../text-fields'
import { revalidateGlobalAfterChange } from '../hooks/revalidate'
import type { Bilingual } from '@/lib/bilingual'
import { ADMIN_GROUPS } from '@/cms/admin-labels/sidebar'

const office = (name: string, label: Bilingual, extra: Field[] = []): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    text('title', { en: 'Title', ar: 'العنوان' }, 120, { required: true }),
    textarea('address', { en: 'Office address', ar: 'عنوان المكتب' }, 400, { required: true }),
    {
      name: 'hours',
      label: { en: 'Opening hours', ar: 'ساعات العمل' },
      type: 'text',
      required: true,
      admin: { description: { en: 'e.g. 8:00-16:00', ar: 'مثل ⁦8:00-16:00⁩' } },
    },
    ...extra,
  ],
})

const product = (name: string, label: Bilingual): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    text('name', { en: 'Name', ar: 'الاسم' }, 80, { required: true }),
    urlField('url', { label: { en: 'Link', ar: 'الرابط' }, required: true }),
  ],
})

/** One coordinate of the map pin, in degrees up to ±limit. */
const coordinate = (name: string, label: Bilingual, limit: number): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  min: -limit,
  max: limit,
  admin: { step: 0.0001 },
})

/** Company facts shown in the header, footer, contact page and legal text. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { en: 'Site settings', ar: 'إعدادات الموقع' },
  admin: { group: ADMIN_GROUPS.settings },
  access: { read: publishedOnlyOrStaff, update: canEditContent, readVersions: canEditContent },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    {
      // Read by the admin's Publish button (cms/translations/PublishGuard.tsx); the site ignores it.
      name: 'confirm_missing_arabic',
      type: 'checkbox',
      defaultValue: false,
      label: {
        en: 'Ask before publishing with missing Arabic',
        ar: 'السؤال قبل النشر إذا كان النص العربي ناقصًا',
      },
      admin: {
        position: 'sidebar',
        description: {
          en: 'When on, publishing a document with empty Arabic fields asks for confirmation first.',
          ar: 'عند التفعيل، يطلب نشر مستند فيه حقول عربية فارغة تأكيدًا قبل النشر.',
        },
      },
    },
    text('company_name', { en: 'Company name', ar: 'اسم الشركة' }, 120, { required: true }),
    leftToRight({
      name: 'email',
      label: { en: 'E-mail', ar: 'البريد الإلكتروني' },
      type: 'email',
      required: true,
    }),
    phoneField('phone', {
      label: { en: 'Phone', ar: 'الهاتف' },
      required: true,
      description: {
        en: 'Main phone, international format.',
        ar: 'الهاتف الرئيسي بالصيغة الدولية.',
      },
    }),
    phoneField('mobile', {
      label: { en: 'Mobile', ar: 'الجوال' },
      description: {
        en: 'Kuwait office mobile, international format.',
        ar: 'جوال مكتب الكويت بالصيغة الدولية.',
      },
    }),
    {
      name: 'commercial_registration',
      label: { en: 'Commercial registration number', ar: 'رقم السجل التجاري' },
      type: 'text',
      required: true,
    },
    office('kuwait_office', { en: 'Kuwait office', ar: 'مكتب الكويت' }, [
      phoneField('mobile', { label: { en: 'Mobile', ar: 'الجوال' } }),
      coordinate('latitude', { en: 'Latitude', ar: 'خط العرض' }, 90),
      coordinate('longitude', { en: 'Longitude', ar: 'خط الطول' }, 180),
    ]),
    office('abu_dhabi_office', { en: 'Abu Dhabi office', ar: 'مكتب أبوظبي' }),
    {
      name: 'social',
      label: { en: 'Social links', ar: 'روابط التواصل الاجتماعي' },
      type: 'group',
      fields: [
        urlField('facebook', { label: { en: 'Facebook', ar: 'فيسبوك' } }),
        urlField('instagram', { label: { en: 'Instagram', ar: 'إنستغرام' } }),
        urlField('linkedin', { label: { en: 'LinkedIn', ar: 'لينكدإن' } }),
      ],
    },
    {
      name: 'products',
      label: { en: 'Product links', ar: 'روابط المنتجات' },
      type: 'group',
      fields: [
        product('business_suite', { en: 'Business suite', ar: 'حزمة الأعمال' }),
        product('property_management', { en: 'Property management', ar: 'إدارة العقارات' }),
        product('kitchen', { en: 'Kitchen', ar: 'المطبخ' }),
        product('dining', { en: 'Dining', ar: 'المطاعم' }),
      ],
    },
  ],
}
