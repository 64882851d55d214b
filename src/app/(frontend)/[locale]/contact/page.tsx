import { pageLocale, staticMetadata, type LocaleProps } from '@/i18n/page-locale'
import { ContactPage } from '@/blocks/pages/ContactPage'

export const generateMetadata = staticMetadata('contact')

export default async function ContactRoute(props: LocaleProps) {
  return <ContactPage locale={await pageLocale(props)} />
}
