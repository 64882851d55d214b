import type { Payload } from 'payload'

import type { SeedResult } from './types'
import { seedRecord } from './upsert'

/** The home page's feature cards: the six built-in cards (docs/PRODUCT.md, Home page), editable in the CMS. */
const FEATURES = [
  [
    'Monitor',
    'Web development',
    'Fast, secure, bilingual websites and portals that rank and convert.',
    'تطوير المواقع الإلكترونية',
    'مواقع وبوابات سريعة وآمنة بلغتين، تتصدّر نتائج البحث وتجلب العملاء.',
  ],
  [
    'Smartphone',
    'Mobile apps',
    'iOS and Android apps with a native feel, built to be used every day.',
    'تطبيقات الجوال',
    'تطبيقات iOS وAndroid بأداء التطبيقات الأصلية، مصمّمة للاستخدام اليومي.',
  ],
  [
    'ShoppingCart',
    'E-commerce',
    'Online stores with local payments, delivery and stock in sync.',
    'التجارة الإلكترونية',
    'متاجر إلكترونية بمدفوعات محلية وتوصيل ومخزون متزامن.',
  ],
  [
    'Building2',
    'Property management',
    'Listings, leases, rent collection and maintenance in one place.',
    'نظام إدارة العقارات',
    'العروض والعقود وتحصيل الإيجارات والصيانة في مكان واحد.',
  ],
  [
    'BarChart3',
    'ERP suite',
    'Nine connected modules from the kitchen to the books.',
    'نظام تخطيط موارد المؤسسات (ERP)',
    'تسع وحدات مترابطة من المطبخ حتى الحسابات.',
  ],
  [
    'UtensilsCrossed',
    'Food & beverage software',
    'Menus, orders, delivery and QR dine-in for restaurants.',
    'برمجيات المطاعم والأغذية والمشروبات',
    'قوائم وطلبات وتوصيل وطلبات برمز QR داخل المطعم.',
  ],
] as const

export async function seedFeatures(payload: Payload, result: SeedResult) {
  for (const [index, [icon, title, description, titleAr, descriptionAr]] of FEATURES.entries()) {
    await seedRecord(
      payload,
      result,
      'features',
      { title: { equals: title } },
      {
        en: {
          title,
          description,
          icon_name: icon,
          display_order: index + 1,
          is_active: true,
          status: true,
        },
        ar: { title: titleAr, description: descriptionAr },
      },
    )
  }
}
