/**
 * The 38 dialling codes of the contact form (docs/PRODUCT.md, Contact page): Kuwait first, then the
 * rest alphabetically in the visitor's language. Canada and the United States
 * share +1, so an entry is identified by its ISO country, not its code.
 */
export type Country = { iso: string; code: string; en: string; ar: string }

export const DEFAULT_COUNTRY_ISO = 'KW'
export const DEFAULT_COUNTRY_CODE = '+965'

const KUWAIT: Country = { iso: 'KW', code: '+965', en: 'Kuwait', ar: 'الكويت' }

const OTHERS: Country[] = [
  { iso: 'SA', code: '+966', en: 'Saudi Arabia', ar: 'السعودية' },
  { iso: 'AE', code: '+971', en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
  { iso: 'QA', code: '+974', en: 'Qatar', ar: 'قطر' },
  { iso: 'BH', code: '+973', en: 'Bahrain', ar: 'البحرين' },
  { iso: 'OM', code: '+968', en: 'Oman', ar: 'عُمان' },
  { iso: 'EG', code: '+20', en: 'Egypt', ar: 'مصر' },
  { iso: 'JO', code: '+962', en: 'Jordan', ar: 'الأردن' },
  { iso: 'LB', code: '+961', en: 'Lebanon', ar: 'لبنان' },
  { iso: 'IQ', code: '+964', en: 'Iraq', ar: 'العراق' },
  { iso: 'SY', code: '+963', en: 'Syria', ar: 'سوريا' },
  { iso: 'YE', code: '+967', en: 'Yemen', ar: 'اليمن' },
  { iso: 'PS', code: '+970', en: 'Palestine', ar: 'فلسطين' },
  { iso: 'MA', code: '+212', en: 'Morocco', ar: 'المغرب' },
  { iso: 'DZ', code: '+213', en: 'Algeria', ar: 'الجزائر' },
  { iso: 'TN', code: '+216', en: 'Tunisia', ar: 'تونس' },
  { iso: 'LY', code: '+218', en: 'Libya', ar: 'ليبيا' },
  { iso: 'SD', code: '+249', en: 'Sudan', ar: 'السودان' },
  { iso: 'IN', code: '+91', en: 'India', ar: 'الهند' },
  { iso: 'PK', code: '+92', en: 'Pakistan', ar: 'باكستان' },
  { iso: 'BD', code: '+880', en: 'Bangladesh', ar: 'بنغلاديش' },
  { iso: 'PH', code: '+63', en: 'Philippines', ar: 'الفلبين' },
  { iso: 'LK', code: '+94', en: 'Sri Lanka', ar: 'سريلانكا' },
  { iso: 'NP', code: '+977', en: 'Nepal', ar: 'نيبال' },
  { iso: 'IR', code: '+98', en: 'Iran', ar: 'إيران' },
  { iso: 'TR', code: '+90', en: 'Türkiye', ar: 'تركيا' },
  { iso: 'GB', code: '+44', en: 'United Kingdom', ar: 'المملكة المتحدة' },
  { iso: 'US', code: '+1', en: 'United States', ar: 'الولايات المتحدة' },
  { iso: 'CA', code: '+1', en: 'Canada', ar: 'كندا' },
  { iso: 'FR', code: '+33', en: 'France', ar: 'فرنسا' },
  { iso: 'DE', code: '+49', en: 'Germany', ar: 'ألمانيا' },
  { iso: 'IT', code: '+39', en: 'Italy', ar: 'إيطاليا' },
  { iso: 'ES', code: '+34', en: 'Spain', ar: 'إسبانيا' },
  { iso: 'AU', code: '+61', en: 'Australia', ar: 'أستراليا' },
  { iso: 'CN', code: '+86', en: 'China', ar: 'الصين' },
  { iso: 'JP', code: '+81', en: 'Japan', ar: 'اليابان' },
  { iso: 'ID', code: '+62', en: 'Indonesia', ar: 'إندونيسيا' },
  { iso: 'MY', code: '+60', en: 'Malaysia', ar: 'ماليزيا' },
]

/** Kuwait, then the others sorted by their name in `locale` (Arabic or English collation). */
export function countriesFor(locale: 'en' | 'ar'): Country[] {
  const collator = new Intl.Collator(locale === 'ar' ? 'ar' : 'en')
  return [KUWAIT, ...[...OTHERS].sort((a, b) => collator.compare(a[locale], b[locale]))]
}

/**
 * The ISO codes of `countriesFor(locale)`. The server sorts and the form gets
 * only this order: a collator for Arabic costs the browser ~10 ms to build on a
 * mid-range phone, inside the page's hydration task.
 */
export const countryOrder = (locale: 'en' | 'ar'): string[] =>
  countriesFor(locale).map((country) => country.iso)

export const ALL_COUNTRIES: readonly Country[] = [KUWAIT, ...OTHERS]
export const COUNTRY_ISOS = ALL_COUNTRIES.map((country) => country.iso)
export const countryByIso = (iso: string) => ALL_COUNTRIES.find((country) => country.iso === iso)
