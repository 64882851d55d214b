'use client'

import { createClientFeature, useEditorConfigContext } from '@payloadcms/richtext-lexical/client'
import { useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'

import { LEXICAL_ENGLISH_NAMES, TOOLBAR_NAMES } from './toolbar-names-wording'

/**
 * Names the rich-text toolbar's icon buttons in the admin's language. Lexical
 * draws Bold, Italic and Link as bare icons (no name for a screen reader, no
 * tooltip) and names its dropdowns in English ("text dropdown") whatever the
 * language (as are its block handles and link editor): each gets its name in
 * the admin's language, again whenever Lexical draws it anew (the inline
 * toolbar appears with a selection, the block handle with the pointer).
 */
function ToolbarNames() {
  const { editorContainerRef } = useEditorConfigContext()
  const { i18n } = useTranslation()
  const arabic = i18n.language === 'ar'
  const names = arabic ? TOOLBAR_NAMES.ar : TOOLBAR_NAMES.en

  useEffect(() => {
    const container = editorContainerRef.current
    const field = container?.closest('.rich-text-lexical') ?? container?.parentElement
    if (!field) return
    const label = () => {
      for (const button of field.querySelectorAll<HTMLElement>(
        'button.toolbar-popup__button, button.toolbar-popup__dropdown',
      )) {
        const key =
          button.dataset.dropdownKey ??
          [...button.classList]
            .find((name) => name.startsWith('toolbar-popup__button-'))
            ?.slice('toolbar-popup__button-'.length)
        const name = key ? names[key as keyof typeof names] : undefined
        if (!name || button.getAttribute('aria-label') === name) continue
        button.setAttribute('aria-label', name)
        button.setAttribute('title', name)
      }
      if (!arabic) return
      for (const element of field.querySelectorAll<HTMLElement>('[aria-label]')) {
        const arabicName = LEXICAL_ENGLISH_NAMES[element.getAttribute('aria-label') ?? '']
        if (arabicName) element.setAttribute('aria-label', arabicName)
      }
    }
    label()
    const observer = new MutationObserver(label)
    observer.observe(field, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [editorContainerRef, names, arabic])

  return null
}

export const ToolbarNamesClient = createClientFeature({
  plugins: [{ Component: ToolbarNames, position: 'normal' }],
})
