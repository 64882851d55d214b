/**
 * The contact form's 38 dialling codes by ISO country (docs/PRODUCT.md,
 * Contact page), Kuwait first. Canada and the United States share +1, so a
 * choice is its country, not its code. The form checks a choice against this
 * in the browser too, so the countries' names live apart (countries.ts,
 * server only): the page is sent the names of its own language alone.
 */
export const DIALLING_CODES = {
  KW: '+965',
  SA: '+966',
  AE: '+971',
  QA: '+974',
  BH: '+973',
  OM: '+968',
  EG: '+20',
  JO: '+962',
  LB: '+961',
  IQ: '+964',
  SY: '+963',
  YE: '+967',
  PS: '+970',
  MA: '+212',
  DZ: '+213',
  TN: '+216',
  LY: '+218',
  SD: '+249',
  IN: '+91',
  PK: '+92',
  BD: '+880',
  PH: '+63',
  LK: '+94',
  NP: '+977',
  IR: '+98',
  TR: '+90',
  GB: '+44',
  US: '+1',
  CA: '+1',
  FR: '+33',
  DE: '+49',
  IT: '+39',
  ES: '+34',
  AU: '+61',
  CN: '+86',
  JP: '+81',
  ID: '+62',
  MY: '+60',
} as const

export type CountryIso = keyof typeof DIALLING_CODES

export const DEFAULT_COUNTRY_ISO: CountryIso = 'KW'

export const isCountryIso = (value: string): value is CountryIso =>
  Object.prototype.hasOwnProperty.call(DIALLING_CODES, value)
