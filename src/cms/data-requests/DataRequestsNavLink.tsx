import Link from 'next/link'
import type { ServerProps } from 'payload'

import { userIsAdmin } from '../access'
import { adminLanguage } from '../collections/enquiry-statuses'
import { DATA_REQUEST_COPY } from './copy'

/** The Data requests view in the sidebar, for administrators. */
export default function DataRequestsNavLink({ i18n, user }: ServerProps) {
  if (!userIsAdmin(user)) return null
  return (
    <Link
      className="nav__link data-requests-nav-link"
      href="/admin/data-requests"
      id="nav-data-requests"
    >
      <span className="nav__link-label">
        {DATA_REQUEST_COPY[adminLanguage(i18n?.language)].title}
      </span>
    </Link>
  )
}
