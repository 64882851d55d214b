import type { Payload } from 'payload'

import type { PageKey } from '@/lib/routes'
import type { SeedResult } from './types'
import { seedRecord } from './upsert'

const KEYWORDS: Record<PageKey, [string, string]> = {
  home: [
    'digital solutions, technology, innovation, software company, Kuwait',
    'حلول رقمية, تقنية, ابتكار, شركة برمجيات, الكويت',
  ],
  about: [
    'about Nakhla Technologies, software company Kuwait, IT services since 2007',
    'عن نخلة للتقنية, شركة برمجيات في الكويت, خدمات تقنية المعلومات منذ 2007',
  ],
  contact: [
    'contact software company Kuwait, IT consultation, Abu Dhabi office',
    'تواصل مع شركة برمجيات في الكويت, استشارات تقنية, مكتب أبوظبي',
  ],
  'what-we-do': [
    'software services, web development, mobile apps, ERP, e-commerce',
    'خدمات برمجية, تطوير المواقع, تطبيقات الجوال, أنظمة ERP, التجارة الإلكترونية',
  ],
  'what-we-do/web-development': [
    'web development Kuwait, website design, bilingual websites, SEO',
    'تطوير مواقع الكويت, تصميم مواقع, مواقع ثنائية اللغة, تحسين محركات البحث',
  ],
  'what-we-do/mobile-app': [
    'mobile app development, iOS, Android, React Native, Flutter',
    'تطوير تطبيقات الجوال, iOS, Android, React Native, Flutter',
  ],
  'what-we-do/erp-solution': [
    'ERP Kuwait, business suite, inventory, HRMS, accounting software',
    'نظام ERP الكويت, منظومة أعمال, إدارة المخزون, الموارد البشرية, برنامج محاسبة',
  ],
  'what-we-do/ecommerce-application': [
    'e-commerce development, online store, payment gateway, KNET',
    'تطوير متاجر إلكترونية, متجر إلكتروني, بوابة دفع, كي نت',
  ],
  'what-we-do/property-management': [
    'property management software, rent collection, tenant portal',
    'برنامج إدارة العقارات, تحصيل الإيجارات, بوابة المستأجرين',
  ],
  'what-we-do/fandb-solution': [
    'restaurant software, online ordering, QR menu, delivery management',
    'برنامج مطاعم, طلبات إلكترونية, قائمة QR, إدارة التوصيل',
  ],
  'our-work': [
    'software portfolio, case studies, apps and websites',
    'أعمالنا البرمجية, دراسات حالة, تطبيقات ومواقع',
  ],
  blog: [
    'technology blog, digital transformation Gulf, software insights',
    'مدونة تقنية, التحول الرقمي في الخليج, رؤى برمجية',
  ],
  'privacy-policy': ['privacy policy, terms of use', 'سياسة الخصوصية, شروط الاستخدام'],
}

export async function seedPageKeywords(payload: Payload, result: SeedResult) {
  for (const [page, [en, ar]] of Object.entries(KEYWORDS)) {
    await seedRecord(
      payload,
      result,
      'page-keywords',
      { page_slug: { equals: page } },
      {
        en: { page_slug: page, keywords: en },
        ar: { keywords: ar },
      },
    )
  }
}
