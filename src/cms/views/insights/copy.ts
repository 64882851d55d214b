import type { AdminLanguage } from '../../collections/enquiry-statuses'

/** The Insights view's words, in both admin languages. */
export const INSIGHTS_COPY = {
  en: {
    title: 'Insights',
    intro:
      'Visits counted without cookies and the enquiries they brought, per day in Kuwait time. Visitors are counted once a day each.',
    range: 'Range',
    days: (days: number) => `Last ${days} days`,
    views: 'Page views',
    visitors: 'Visitors',
    enquiries: 'Enquiries',
    conversion: 'Enquiries per visitor',
    chart: 'Visits and enquiries per day',
    perDay: 'Per day',
    day: 'Day',
    csv: 'Download CSV',
    none: 'Nothing counted in this range yet.',
    tables: {
      pages: ['Top pages', 'Page'],
      entries: ['Pages visits began on', 'Landing page'],
      referrers: ['Referring sites', 'Site'],
      sources: ['Campaign sources', 'Source'],
      campaigns: ['Campaigns', 'Campaign'],
      languages: ['Languages', 'Language'],
      devices: ['Devices', 'Device'],
      conversionByLandingPage: ['Conversion by landing page', 'Landing page'],
      conversionByCampaign: ['Conversion by campaign', 'Campaign'],
    },
    count: 'Count',
    visits: 'Visits',
    rate: 'Rate',
  },
  ar: {
    title: 'الإحصاءات',
    intro:
      'الزيارات المحتسبة دون ملفات تعريف الارتباط والاستفسارات التي جاءت منها، لكل يوم بتوقيت الكويت. يُحتسب كل زائر مرة واحدة في اليوم.',
    range: 'المدة',
    // Three to ten days take the plural (أيام); eleven and more the singular (يومًا).
    days: (days: number) => (days >= 3 && days <= 10 ? `آخر ${days} أيام` : `آخر ${days} يومًا`),
    views: 'مشاهدات الصفحات',
    visitors: 'الزوار',
    enquiries: 'الاستفسارات',
    conversion: 'الاستفسارات لكل زائر',
    chart: 'الزيارات والاستفسارات لكل يوم',
    perDay: 'لكل يوم',
    day: 'اليوم',
    csv: 'تنزيل ملف CSV',
    none: 'لم يُحتسب شيء في هذه المدة بعد.',
    tables: {
      pages: ['أكثر الصفحات زيارة', 'الصفحة'],
      entries: ['الصفحات التي بدأت منها الزيارات', 'صفحة الوصول'],
      referrers: ['المواقع المُحيلة', 'الموقع'],
      sources: ['مصادر الحملات', 'المصدر'],
      campaigns: ['الحملات', 'الحملة'],
      languages: ['اللغات', 'اللغة'],
      devices: ['الأجهزة', 'الجهاز'],
      conversionByLandingPage: ['التحويل حسب صفحة الوصول', 'صفحة الوصول'],
      conversionByCampaign: ['التحويل حسب الحملة', 'الحملة'],
    },
    count: 'العدد',
    visits: 'الزيارات',
    rate: 'النسبة',
  },
} satisfies Record<AdminLanguage, unknown>

export type InsightsCopy = (typeof INSIGHTS_COPY)['en']
export type InsightTable = keyof InsightsCopy['tables']
export const INSIGHT_TABLES = Object.keys(INSIGHTS_COPY.en.tables) as InsightTable[]
