import Link from 'next/link'
import type { ServerProps } from 'payload'

import { adminLanguage } from '../../collections/enquiry-statuses'
import { INSIGHTS_COPY } from './copy'

/** The Insights view in the sidebar, under the collections, for every member of staff. */
export default function InsightsNavLink({ i18n, user }: ServerProps) {
  if (!user) return null
  return (
    <Link className="nav__link insights-nav-link" href="/admin/insights" id="nav-insights">
      <span className="nav__link-label">{INSIGHTS_COPY[adminLanguage(i18n?.language)].title}</span>
    </Link>
  )
}
