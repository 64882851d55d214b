import type { Locale } from '@/i18n/routing'
import { countryByIso, DEFAULT_COUNTRY_ISO } from '@/lib/contact/countries'
import type { FieldValidity } from './form-problems'
import { FieldError, inputClass as input, RequiredMark } from './FormField'

type Props = {
  locale: Locale
  copy: { mobile: string; countryCode: string; optional: string }
  /** ISO codes in the page language's order (`countryOrder`, sorted on the server). */
  countryOrder: readonly string[]
  /** The kept values after an answer. */
  countryIso?: string
  mobile?: string
  validity: (name: 'countryIso' | 'mobile') => FieldValidity
  errorText: (name: 'countryIso' | 'mobile') => string | undefined
}

/** The mobile number: its country's dialling code, then the number without it, always left to right. */
export function MobileField({
  locale,
  copy: t,
  countryOrder,
  countryIso,
  mobile,
  validity,
  errorText,
}: Props) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="mobile" className="text-sm font-semibold text-ink">
        {t.mobile}
        <RequiredMark required optional={t.optional} />
      </label>
      <div className="flex gap-2" dir="ltr">
        <select
          id="countryIso"
          name="countryIso"
          aria-label={t.countryCode}
          defaultValue={countryIso || DEFAULT_COUNTRY_ISO}
          className={`${input} w-auto max-w-[11rem]`}
          {...validity('countryIso')}
        >
          <CountryOptions order={countryOrder} locale={locale} />
        </select>
        <input
          id="mobile"
          name="mobile"
          // Text with a phone keypad: "the number without its country code" (tel-national)
          // is a text-kind autofill field that HTML does not allow on type="tel".
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          required
          aria-required
          maxLength={20}
          defaultValue={mobile ?? ''}
          className={input}
          {...validity('mobile')}
        />
      </div>
      <FieldError name="countryIso" text={errorText('countryIso')} />
      <FieldError name="mobile" text={errorText('mobile')} />
    </div>
  )
}

/** The dialling codes in the page language's order, each isolated left to right: "+965", never "965+". */
export function CountryOptions({ order, locale }: { order: readonly string[]; locale: Locale }) {
  return order.map(countryByIso).map(
    (country) =>
      country && (
        <option key={country.iso} value={country.iso}>
          {`\u2066${country.code}\u2069 ${country[locale]}`}
        </option>
      ),
  )
}
