import { pageLocale, staticMetadata, type LocaleProps } from '@/i18n/page-locale'
import { PrivacyPolicyPage } from '@/blocks/pages/PrivacyPolicyPage'

export const generateMetadata = staticMetadata('privacyPolicy')

export default async function PrivacyPolicyRoute(props: LocaleProps) {
  return <PrivacyPolicyPage locale={await pageLocale(props)} />
}
