'use client'

import {
  useConfig,
  useDocumentInfo,
  useDocumentTitle,
  useFormFields,
  useLocale,
} from '@payloadcms/ui'
import { useEffect, useState } from 'react'

/**
 * A document opened in a content language where its title is empty (a post
 * written only in English, opened in Arabic) is headed by its English title,
 * as the site falls back to it, instead of Payload's "[Untitled]". The heading
 * and the breadcrumb both read Payload's document title, so setting it once
 * covers both; it is set again whenever Payload puts its placeholder back
 * (the Arabic title typed and then cleared).
 */
export default function EnglishTitleFallback() {
  const { id, collectionSlug, docConfig } = useDocumentInfo()
  const { title, setDocumentTitle } = useDocumentTitle()
  const locale = useLocale()
  const { config } = useConfig()
  const [english, setEnglish] = useState<string | null>(null)

  const useAsTitle = (docConfig as { admin?: { useAsTitle?: string } } | undefined)?.admin
    ?.useAsTitle
  const fallbackLanguage = config.localization ? config.localization.defaultLocale : undefined
  const needed = Boolean(
    id && collectionSlug && useAsTitle && fallbackLanguage && locale?.code !== fallbackLanguage,
  )

  useEffect(() => {
    if (!needed || !useAsTitle || !fallbackLanguage) return
    let live = true
    const query = new URLSearchParams({
      locale: fallbackLanguage,
      'fallback-locale': 'none',
      depth: '0',
      draft: 'true',
      [`select[${useAsTitle}]`]: 'true',
    })
    fetch(`${config.routes.api}/${collectionSlug}/${id}?${query}`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then((doc: Record<string, unknown> | null) => {
        const value = doc?.[useAsTitle]
        if (live && typeof value === 'string' && value.trim()) setEnglish(value.trim())
      })
      .catch(() => {
        // Without the English title Payload's own placeholder stays: nothing is lost.
      })
    return () => {
      live = false
    }
  }, [needed, useAsTitle, fallbackLanguage, collectionSlug, id, config.routes.api])

  const typed = useFormFields(([fields]) => (useAsTitle ? fields?.[useAsTitle]?.value : undefined))
  const empty = !(typeof typed === 'string' && typed.trim())
  useEffect(() => {
    if (!needed || !english || !empty || title === english) return
    // Payload sets its placeholder in an animation frame after the title field
    // changes: set the English title in the frame after that one, so it is the
    // last word whichever order the two were scheduled in.
    let second = 0
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setDocumentTitle(english))
    })
    return () => {
      cancelAnimationFrame(first)
      cancelAnimationFrame(second)
    }
  }, [needed, english, empty, title, setDocumentTitle])

  return null
}
