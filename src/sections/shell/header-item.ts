import type { ReactNode } from 'react'

import type { MenuLink } from '@/lib/navigation/links'

/** One entry of the header's navigation: a link, or a menu with its wide and narrow panels. */
export type HeaderItem =
  | { kind: 'link'; id: string; link: MenuLink }
  | {
      kind: 'menu'
      id: string
      label: string
      /** Sections of the site (paths without the language) the menu leads into: the trigger is highlighted there. */
      sections: string[]
      panel: ReactNode
      mobilePanel: ReactNode
      /** Panel width on desktop: three columns for services, two for stories, one to three for staff's menus. */
      width: 'wide' | 'medium' | 'narrow'
    }

/** The panel's widest extent on desktop, by the columns it holds. */
export const PANEL_WIDTH = {
  wide: 'max-w-[780px]',
  medium: 'max-w-[640px]',
  narrow: 'max-w-[360px]',
} as const
