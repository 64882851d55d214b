import { pageLocale, staticMetadata, type LocaleProps } from '@/i18n/page-locale'
import { OurWorkPage } from '@/blocks/pages/OurWorkPage'

export const generateMetadata = staticMetadata('ourWork')

export default async function OurWorkRoute(props: LocaleProps) {
  return <OurWorkPage locale={await pageLocale(props)} />
}
