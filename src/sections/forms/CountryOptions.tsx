import type { CountryOption } from '@/lib/contact/countries'

/** The dialling codes as the server sorted and labelled them in the page's language. */
export function CountryOptions({ options }: { options: readonly CountryOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ))
}
