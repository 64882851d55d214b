import { DEFAULT_COUNTRY_ISO, DIALLING_CODES, type CountryIso } from './dialling-codes'

/**
 * The names of the contact form's countries (dialling-codes.ts holds their
 * codes), in both languages. Read on the server: the form is given its
 * options in the page's language, sorted, with their labels made.
 */
const NAMES = {
  KW: { en: 'Kuwait', ar: 'الكويت' },
  SA: { en: 'Saudi Arabia', ar: 'السعودية' },
  AE: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
  QA: { en: 'Qatar', ar: 'قطر' },
  BH: { en: 'Bahrain', ar: 'البحرين' },
  OM: { en: 'Oman', ar: 'عُمان' },
  EG: { en: 'Egypt', ar: 'مصر' },
  JO: { en: 'Jordan', ar: 'الأردن' },
  LB: { en: 'Lebanon', ar: 'لبنان' },
  IQ: { en: 'Iraq', ar: 'العراق' },
  SY: { en: 'Syria', ar: 'سوريا' },
  YE: { en: 'Yemen', ar: 'اليمن' },
  PS: { en: 'Palestine', ar: 'فلسطين' },
  MA: { en: 'Morocco', ar: 'المغرب' },
  DZ: { en: 'Algeria', ar: 'الجزائر' },
  TN: { en: 'Tunisia', ar: 'تونس' },
  LY: { en: 'Libya', ar: 'ليبيا' },
  SD: { en: 'Sudan', ar: 'السودان' },
  IN: { en: 'India', ar: 'الهند' },
  PK: { en: 'Pakistan', ar: 'باكستان' },
  BD: { en: 'Bangladesh', ar: 'بنغلاديش' },
  PH: { en: 'Philippines', ar: 'الفلبين' },
  LK: { en: 'Sri Lanka', ar: 'سريلانكا' },
  NP: { en: 'Nepal', ar: 'نيبال' },
  IR: { en: 'Iran', ar: 'إيران' },
  TR: { en: 'Türkiye', ar: 'تركيا' },
  GB: { en: 'United Kingdom', ar: 'المملكة المتحدة' },
  US: { en: 'United States', ar: 'الولايات المتحدة' },
  CA: { en: 'Canada', ar: 'كندا' },
  FR: { en: 'France', ar: 'فرنسا' },
  DE: { en: 'Germany', ar: 'ألمانيا' },
  IT: { en: 'Italy', ar: 'إيطاليا' },
  ES: { en: 'Spain', ar: 'إسبانيا' },
  AU: { en: 'Australia', ar: 'أستراليا' },
  CN: { en: 'China', ar: 'الصين' },
  JP: { en: 'Japan', ar: 'اليابان' },
  ID: { en: 'Indonesia', ar: 'إندونيسيا' },
  MY: { en: 'Malaysia', ar: 'ماليزيا' },
} as const satisfies Record<CountryIso, { en: string; ar: string }>

type Country = { iso: CountryIso; code: string; en: string; ar: string }
/** One option of the dialling-code list, as the form draws it. */
export type CountryOption = { value: string; label: string }

export const ALL_COUNTRIES: readonly Country[] = (Object.keys(NAMES) as CountryIso[]).map(
  (iso) => ({ iso, code: DIALLING_CODES[iso], ...NAMES[iso] }),
)

/** Kuwait, then the others sorted by their name in `locale` (Arabic or English collation). */
function countriesFor(locale: 'en' | 'ar'): Country[] {
  const collator = new Intl.Collator(locale === 'ar' ? 'ar' : 'en')
  const others = ALL_COUNTRIES.filter((country) => country.iso !== DEFAULT_COUNTRY_ISO)
  return [
    ...ALL_COUNTRIES.filter((country) => country.iso === DEFAULT_COUNTRY_ISO),
    ...others.sort((a, b) => collator.compare(a[locale], b[locale])),
  ]
}

/**
 * The form's options in `locale`: sorted here (a collator for Arabic costs
 * the browser about 10 ms to build on a mid-range phone, inside the page's
 * hydration task), each code isolated left to right: "+965", never "965+".
 */
export const countryOptions = (locale: 'en' | 'ar'): CountryOption[] =>
  countriesFor(locale).map((country) => ({
    value: country.iso,
    label: `\u2066${country.code}\u2069 ${country[locale]}`,
  }))
