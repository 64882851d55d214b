import Link from 'next/link'
import type { ServerProps } from 'payload'

import { userEditsContent } from '../access'
import { adminLanguage } from '../collections/enquiry-statuses'
import { TRANSLATION_COPY } from './copy'

/** The Translations view in the sidebar, for editors and administrators. */
export default function TranslationsNavLink({ i18n, user }: ServerProps) {
  if (!userEditsContent(user)) return null
  return (
    <Link
      className="nav__link translations-nav-link"
      href="/admin/translations"
      id="nav-translations"
    >
      <span className="nav__link-label">
        {TRANSLATION_COPY[adminLanguage(i18n?.language)].title}
      </span>
    </Link>
  )
}
