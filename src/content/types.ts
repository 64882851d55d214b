/**
 * The static content records (portfolio web item, mobile item,
 * statistic, module, timeline phase, technology) and the other pieces the six
 * service pages share (feature card, benefit, industry, step, audience,
 * screenshot). Every visitor-visible text is `Localized`: both languages are
 * required fields, so a record without its Arabic text does not compile, and
 * lists are lists of pairs, so the two languages always have the same count.
 * Names of brands and technologies stay in Latin script (docs/PRODUCT.md,
 * Languages, numbers and dates) and are plain strings.
 */
import type { Locale } from '@/i18n/routing'
import type { ServiceIconName } from '@/lib/icon-names'

export type Localized<T = string> = { en: T; ar: T }

/** The text of a record in one language. */
export const pick = <T>(text: Localized<T>, locale: Locale): T => text[locale]

/** A local image with its intrinsic size (no layout shift) and alt text in both languages. */
export type ImageRef = {
  /** Path under public/, e.g. `/images/services/web-development/portfolio-1.webp`. */
  src: string
  width: number
  height: number
  alt: Localized
}

/** Statistic: a figure and what it counts. Values keep Western digits ("50+"). */
export type Statistic = { value: string; label: Localized }

/** Technology: a name (Latin script) and its icon. */
export type Technology = { name: string; icon: ServiceIconName }

/** Portfolio web item: a site we built, with its image, address, tags and bullets. */
export type PortfolioWebItem = {
  id: string
  title: Localized
  description: Localized
  image: ImageRef
  /** The live site (opens in a new tab). */
  url: string
  tags: Localized[]
  features: Localized[]
}

export type Platform = 'ios' | 'android'

/** Mobile item: an app we built. */
export type MobileItem = {
  id: string
  /** The app's name (brand, usually Latin script; localized where it has an Arabic name). */
  name: Localized
  category: Localized
  platforms: Platform[]
  description: Localized
  features: Localized[]
  image: ImageRef
  /** The store or product page ("view live app", new tab). */
  url: string
}

/** Module: an ERP module card (title, description, features) with an optional external link. */
export type Module = {
  id: string
  icon: ServiceIconName
  title: Localized
  description: Localized
  features: Localized[]
  /** Learn-more link (external, new tab). */
  url?: string
}

/** Timeline phase: a period ("Weeks 1-2") and its task. `weeks` is the same range as numbers. */
export type TimelinePhase = {
  weeks: { from: number; to: number }
  period: Localized
  task: Localized
}

/** A card with an icon, a title, a line of text and optional bullets (services, features, main points). */
export type FeatureCard = {
  icon: ServiceIconName
  title: Localized
  description: Localized
  features?: Localized[]
}

/** A benefit: an outcome for the client, one line. */
export type Benefit = { icon: ServiceIconName; title: Localized; description: Localized }

/** An industry or sector served. */
export type Industry = { icon: ServiceIconName; name: Localized; description?: Localized }

/** A numbered step of a process or an implementation plan (numbered by its position). */
export type Step = { title: Localized; description: Localized }

/** Who a platform is for (owners, managers, tenants…), with what it gives them. */
export type Audience = {
  icon: ServiceIconName
  title: Localized
  description: Localized
  points?: Localized[]
}

/** A product screenshot; on load failure a teal placeholder shows its title (docs/PRODUCT.md, Service pages). */
export type Screenshot = {
  id: string
  title: Localized
  description?: Localized
  image: ImageRef
  /** The frame drawn around it. */
  frame?: 'browser' | 'phone' | 'tablet' | 'none'
}
