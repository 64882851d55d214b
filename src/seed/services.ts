import type { Payload } from 'payload'

import { inLocale, SERVICE_PAGE_LAYOUTS } from '@/content/service-pages'
import { BUILT_IN_SERVICES as SERVICES } from '@/content/service-list'
import type { SeedResult } from './types'
import { seedRecord, seedUpload, withUploadIds } from './upsert'

/** Each built-in service page's search keywords: English, Arabic. */
const KEYWORDS: Record<string, [string, string]> = {
  'web-development': [
    'web development Kuwait, website design, bilingual websites, SEO',
    'تطوير مواقع الكويت, تصميم مواقع, مواقع ثنائية اللغة, تحسين محركات البحث',
  ],
  'mobile-app': [
    'mobile app development, iOS, Android, React Native, Flutter',
    'تطوير تطبيقات الجوال, iOS, Android, React Native, Flutter',
  ],
  'erp-solution': [
    'ERP Kuwait, business suite, inventory, HRMS, accounting software',
    'نظام ERP الكويت, منظومة أعمال, إدارة المخزون, الموارد البشرية, برنامج محاسبة',
  ],
  'ecommerce-application': [
    'e-commerce development, online store, payment gateway, KNET',
    'تطوير متاجر إلكترونية, متجر إلكتروني, بوابة دفع, كي نت',
  ],
  'property-management': [
    'property management software, rent collection, tenant portal',
    'برنامج إدارة العقارات, تحصيل الإيجارات, بوابة المستأجرين',
  ],
  'fandb-solution': [
    'restaurant software, online ordering, QR menu, delivery management',
    'برنامج مطاعم, طلبات إلكترونية, قائمة QR, إدارة التوصيل',
  ],
}

export async function seedServices(payload: Payload, result: SeedResult) {
  for (const [index, service] of SERVICES.entries()) {
    const image = await seedUpload(
      payload,
      result,
      'service-images',
      `service-${service.slug}.webp`,
      {
        en: `${service.en.title}: a product screen designed by Nakhla Technologies`,
        ar: `${service.ar.title}: واجهة منتج من تصميم نخلة للتقنية`,
      },
    )
    const layout = await withUploadIds(payload, result, SERVICE_PAGE_LAYOUTS[service.slug])
    const shared = {
      slug: service.slug,
      icon_name: service.icon_name,
      icon_bg: service.icon_bg,
      icon_color: service.icon_color,
      image_storage_path: image,
      display_order: index + 1,
    }
    await seedRecord(
      payload,
      result,
      'services',
      { slug: { equals: service.slug } },
      {
        en: {
          ...shared,
          ...service.en,
          keywords: KEYWORDS[service.slug]?.[0],
          layout: inLocale(layout, 'en'),
        },
        // The blocks' structure (icons, pictures, links) is shared: Arabic repeats it with its texts.
        ar: {
          ...service.ar,
          keywords: KEYWORDS[service.slug]?.[1],
          layout: inLocale(layout, 'ar'),
        },
      },
    )
  }
}
