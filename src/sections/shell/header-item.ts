import type { ReactNode } from 'react'

/** One entry of the header's navigation: a link, or a menu with its wide and narrow panels. */
export type HeaderItem =
  | { kind: 'link'; id: string; label: string; href: string }
  | {
      kind: 'menu'
      id: string
      label: string
      /** Section of the site the menu leads into (highlights the trigger there). */
      section: string
      panel: ReactNode
      mobilePanel: ReactNode
      /** Panel width on desktop: three columns for services, two for stories. */
      width: 'wide' | 'medium'
    }
