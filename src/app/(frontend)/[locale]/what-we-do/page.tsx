import { pageLocale, staticMetadata, type LocaleProps } from '@/i18n/page-locale'
import { WhatWeDoPage } from '@/blocks/pages/WhatWeDoPage'

export const generateMetadata = staticMetadata('whatWeDo')

export default async function WhatWeDoRoute(props: LocaleProps) {
  return <WhatWeDoPage locale={await pageLocale(props)} />
}
