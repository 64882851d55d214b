import { pageLocale, staticMetadata, type LocaleProps } from '@/i18n/page-locale'
import { AboutPage } from '@/blocks/pages/AboutPage'

export const generateMetadata = staticMetadata('about')

export default async function AboutRoute(props: LocaleProps) {
  return <AboutPage locale={await pageLocale(props)} />
}
