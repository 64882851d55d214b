'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback } from 'react'

/**
 * Inside the admin's preview pane: tells the admin the page is ready and
 * re-renders it on the server (reading the newest draft) each time the admin
 * saves or autosaves. The admin is served from this same origin.
 * Rendered only in a staff preview (see LivePreview.tsx).
 */
export default function RefreshOnSave() {
  const router = useRouter()
  const refresh = useCallback(() => router.refresh(), [router])
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return <RefreshRouteOnSave refresh={refresh} serverURL={origin} />
}
