import {
  Activity,
  BadgeCheck,
  Bell,
  Blocks,
  BookOpenText,
  Boxes,
  Brain,
  Briefcase,
  Building2,
  CalendarCheck,
  Car,
  ChartColumn,
  ChefHat,
  CircleCheckBig,
  Cloud,
  Code,
  Container,
  CreditCard,
  Database,
  ExternalLink,
  FileText,
  Flame,
  Gauge,
  Gem,
  Globe,
  GraduationCap,
  Handshake,
  HeartPulse,
  History,
  House,
  KeyRound,
  Languages,
  Laptop,
  Layers,
  LayoutDashboard,
  LifeBuoy,
  Lightbulb,
  Lock,
  Mail,
  Megaphone,
  Monitor,
  Package,
  Palette,
  PenTool,
  Plug,
  QrCode,
  Receipt,
  Rocket,
  Search,
  Server,
  Settings,
  ShieldCheck,
  Shirt,
  ShoppingBag,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Star,
  Store,
  Tablet,
  TrendingUp,
  Truck,
  Users,
  UsersRound,
  Utensils,
  UtensilsCrossed,
  Wallet,
  Workflow,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react'
import { createElement } from 'react'

import { FEATURE_ICON_FALLBACK, STORY_ICON_FALLBACK, type IconName } from '@/lib/icon-names'

/**
 * The one icon map: every name the CMS may store (src/lib/icon-names.ts) → its Lucide component,
 * drawn on the server as an SVG (no client JS). The names are Lucide's older names; a few were
 * renamed in Lucide 1 (CheckCircle → CircleCheckBig, Home → House, BarChart3 → ChartColumn), so
 * the map is explicit rather than a lookup by name. Add a name to its list there and here.
 */
export const ICONS: Record<IconName, LucideIcon> = {
  Activity,
  BadgeCheck,
  BarChart3: ChartColumn,
  Bell,
  Blocks,
  BookOpenText,
  Boxes,
  Brain,
  Briefcase,
  Building2,
  CalendarCheck,
  Car,
  CheckCircle: CircleCheckBig,
  ChefHat,
  Cloud,
  Code,
  Container,
  CreditCard,
  Database,
  ExternalLink,
  FileText,
  Flame,
  Gauge,
  Gem,
  Globe,
  GraduationCap,
  Handshake,
  HeartPulse,
  History,
  Home: House,
  KeyRound,
  Languages,
  Laptop,
  Layers,
  LayoutDashboard,
  LifeBuoy,
  Lightbulb,
  Lock,
  Mail,
  Megaphone,
  Monitor,
  Package,
  Palette,
  PenTool,
  Plug,
  QrCode,
  Receipt,
  Rocket,
  Search,
  Server,
  Settings,
  ShieldCheck,
  Shirt,
  ShoppingBag,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Star,
  Store,
  Tablet,
  TrendingUp,
  Truck,
  Users,
  UsersRound,
  Utensils,
  UtensilsCrossed,
  Wallet,
  Workflow,
  Wrench,
  Zap,
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
