'use client'

import { StoryMissing } from '@/sections/success-stories/StoryMissing'

/**
 * An unknown or inactive story, answered with HTTP 404. The page renders the
 * same view into the server HTML; this boundary shows it in the browser.
 */
export default function StoryNotFound() {
  return <StoryMissing failed={false} />
}
