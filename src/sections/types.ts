/**
 * The records the sections draw (and the blocks pass them), as a page reads
 * them: one language, already resolved by the CMS (every visitor-visible text
 * is a localized field, lists of texts are arrays whose items carry a
 * localized text, so both languages always have the same count). Brand and
 * technology names stay in Latin script.
 */
import type { ServiceIconName } from '@/lib/icon-names'

/** A local image under public/ with its intrinsic size (no layout shift) and alt text. */
export type ImageRef = { src: string; width: number; height: number; alt: string }

/** A figure and what it counts. Values keep Western digits ("50+") in both languages. */
export type Statistic = { value: string; label: string }

/** A technology: a name (Latin script) and its icon. */
export type Technology = { name: string; icon: ServiceIconName }

/** A site we built, with its image, address, tags and bullets. */
export type PortfolioWebItem = {
  id?: string
  title: string
  description: string
  image: ImageRef
  /** The live site (opens in a new tab). */
  url: string
  tags: string[]
  features: string[]
}

export type Platform = 'ios' | 'android'

/** An app we built. */
export type MobileItem = {
  id?: string
  name: string
  category: string
  platforms: Platform[]
  description: string
  features: string[]
  image: ImageRef
  /** The store or product page ("view live app", new tab). */
  url: string
}

/** A period ("Weeks 1-2") and its task; `weeks` is the same range as numbers. */
export type TimelinePhase = {
  weeks: { from: number; to: number }
  period: string
  task: string
}

/** A numbered step of a process (numbered by its position). */
export type Step = { title: string; description: string }

/** An industry or sector served. */
export type Industry = { icon: ServiceIconName; name: string; description?: string }

/** Who a platform is for, with what it gives them. */
export type Audience = {
  icon: ServiceIconName
  title: string
  description: string
  points?: string[]
}

/** A product screenshot; on load failure a teal placeholder shows its title. */
export type Screenshot = {
  id?: string
  title: string
  description?: string
  image: ImageRef
  frame?: 'browser' | 'phone' | 'tablet' | 'none'
}
