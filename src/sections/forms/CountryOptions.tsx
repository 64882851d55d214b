import type { Locale } from '@/i18n/routing'
import { countryByIso } from '@/lib/contact/countries'

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
