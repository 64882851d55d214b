import 'server-only'

import { getLocale } from 'next-intl/server'
import { headers } from 'next/headers'

import { VISIT_FIELD } from '@/lib/attribution/fields'
import { enquirySource, type EnquirySource } from '@/lib/attribution/source'
import { analyticsEnabled, serverUrl } from '@/lib/env'

/**
 * Where the enquiry came from (src/lib/attribution/source.ts): the visit the
 * browser kept, else the post's Referer. Never fails the enquiry; nothing
 * with `ANALYTICS=off`.
 */
export async function sourceOf(form: FormData): Promise<EnquirySource> {
  if (!analyticsEnabled()) return {}
  try {
    const request = await headers()
    const hostOf = (value: string | null) => value?.split(',')[0]?.trim().replace(/:\d+$/, '')
    const siteHosts = [
      new URL(serverUrl()).hostname,
      hostOf(request.get('host')),
      hostOf(request.get('x-forwarded-host')),
    ].filter((host): host is string => Boolean(host))
    return enquirySource({
      visit: form.get(VISIT_FIELD),
      referer: request.get('referer'),
      siteHosts,
      locale: await getLocale(),
    })
  } catch {
    return {}
  }
}
