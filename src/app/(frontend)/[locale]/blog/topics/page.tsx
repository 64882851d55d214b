import { permanentRedirect } from 'next/navigation'

import { pageLocale, type LocaleProps } from '@/i18n/page-locale'
import { localizePath, PAGES } from '@/lib/routes'

/** `/blog/topics` is the blog itself, whose topic links lead to each topic. */
export default async function TopicsIndex(props: LocaleProps) {
  permanentRedirect(localizePath(PAGES.blog.path, await pageLocale(props)))
}
