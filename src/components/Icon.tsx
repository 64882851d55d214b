import {
  Building2,
  ChartColumn,
  CircleCheckBig,
  Code,
  Database,
  ExternalLink,
  FileText,
  Globe,
  House,
  Laptop,
  Monitor,
  Package,
  Server,
  ShoppingBag,
  ShoppingCart,
  Smartphone,
  TrendingUp,
  Users,
  Utensils,
  UtensilsCrossed,
  Zap,
  type LucideIcon,
} from 'lucide-react'
import { createElement } from 'react'

import {
  FEATURE_ICON_FALLBACK,
  STORY_ICON_FALLBACK,
  type FeatureIconName,
  type StoryIconName,
} from '@/lib/icon-names'

/**
 * The icon names the CMS stores (src/lib/icon-names.ts) are Lucide's older names; a few were renamed
 * in Lucide 1 (CheckCircle → CircleCheckBig, Home → House, BarChart3 →
 * ChartColumn), so the map is explicit rather than a lookup by name.
 */
const ICONS: Record<FeatureIconName | StoryIconName, LucideIcon> = {
  Monitor,
  Smartphone,
  Users,
  ShoppingCart,
  Building2,
  Utensils,
  Code,
  Laptop,
  Globe,
  Database,
  Server,
  Zap,
  UtensilsCrossed,
  Home: House,
  BarChart3: ChartColumn,
  ShoppingBag,
  CheckCircle: CircleCheckBig,
  TrendingUp,
  ExternalLink,
  Package,
  FileText,
}

/** Which list a name comes from decides its fallback: features → Monitor, stories → CheckCircle. */
export type IconSet = 'feature' | 'story'

const FALLBACK: Record<IconSet, LucideIcon> = {
  feature: ICONS[FEATURE_ICON_FALLBACK],
  story: ICONS[STORY_ICON_FALLBACK],
}

export function iconFor(name: string | null | undefined, set: IconSet = 'feature'): LucideIcon {
  if (name && Object.prototype.hasOwnProperty.call(ICONS, name)) {
    return ICONS[name as keyof typeof ICONS]
  }
  return FALLBACK[set]
}

type IconProps = {
  name: string | null | undefined
  set?: IconSet
  className?: string
  /** Decorative by default; give a label only when the icon alone carries meaning. */
  label?: string
  strokeWidth?: number
}

export function Icon({
  name,
  set = 'feature',
  className = 'size-6',
  label,
  strokeWidth,
}: IconProps) {
  // createElement rather than <Component />: the icon is a module-level constant
  // picked from the map, not a component created during render.
  return createElement(
    iconFor(name, set),
    label
      ? { className, strokeWidth, role: 'img', 'aria-label': label }
      : { className, strokeWidth, 'aria-hidden': true, focusable: false },
  )
}
