'use client'

import { StoryMissing } from '@/sections/success-stories/StoryMissing'

/** A success story that fails to load. */
export default function StoryError() {
  return <StoryMissing failed />
}
