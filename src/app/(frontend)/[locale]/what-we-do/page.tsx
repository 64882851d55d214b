import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { routing } from '@/i18n/routing'
import { staticPageMetadata } from '@/lib/seo'
import { WhatWeDoPage } from '@/sections/what-we-do/WhatWeDoPage'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  setRequestLocale(locale)
  return staticPageMetadata(locale, 'whatWeDo')
}

export default async function WhatWeDoRoute({ params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  return <WhatWeDoPage locale={locale} />
}
