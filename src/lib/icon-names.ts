/**
 * Every icon name the CMS may store, in one place (docs/PRODUCT.md, Content in the CMS). They are
 * Lucide component names; src/components/Icon.tsx maps each to its component, with a default icon
 * for unknown names. Kept free of React so the CMS schemas can import it.
 */

/** Icons of a feature or a service card (home page, services menu, what-we-do). */
export const FEATURE_ICON_NAMES = [
  'Monitor',
  'Smartphone',
  'Users',
  'ShoppingCart',
  'Building2',
  'Utensils',
  'Code',
  'Laptop',
  'Globe',
  'Database',
  'Server',
  'Zap',
  'UtensilsCrossed',
  'Home',
  'BarChart3',
  'ShoppingBag',
] as const

/** Icons of a success story's results. */
export const STORY_ICON_NAMES = [
  'CheckCircle',
  'Users',
  'TrendingUp',
  'Building2',
  'Home',
  'ExternalLink',
  'Package',
  'Smartphone',
  'FileText',
  'BarChart3',
] as const

/**
 * Icons staff can pick for a card, an industry, an audience or a technology tile of a service
 * page, and for the topics, values and links of the other pages (the page blocks' schemas offer
 * this list).
 */
export const SERVICE_ICON_NAMES = [
  'Activity',
  'BadgeCheck',
  'BarChart3',
  'Bell',
  'Blocks',
  'BookOpenText',
  'Boxes',
  'Brain',
  'Briefcase',
  'Building2',
  'CalendarCheck',
  'Car',
  'ChefHat',
  'Cloud',
  'Code',
  'Container',
  'CreditCard',
  'Database',
  'FileText',
  'Flame',
  'Gauge',
  'Gem',
  'Globe',
  'GraduationCap',
  'Handshake',
  'HeartPulse',
  'History',
  'Home',
  'KeyRound',
  'Languages',
  'Layers',
  'LayoutDashboard',
  'LifeBuoy',
  'Lightbulb',
  'Lock',
  'Mail',
  'Megaphone',
  'Monitor',
  'Package',
  'Palette',
  'PenTool',
  'Plug',
  'QrCode',
  'Receipt',
  'Rocket',
  'Search',
  'Server',
  'Settings',
  'ShieldCheck',
  'Shirt',
  'ShoppingBag',
  'ShoppingCart',
  'Smartphone',
  'Sparkles',
  'Star',
  'Store',
  'Tablet',
  'Truck',
  'Users',
  'UsersRound',
  'Utensils',
  'Wallet',
  'Workflow',
  'Wrench',
  'Zap',
] as const

export type FeatureIconName = (typeof FEATURE_ICON_NAMES)[number]
export type StoryIconName = (typeof STORY_ICON_NAMES)[number]
export type ServiceIconName = (typeof SERVICE_ICON_NAMES)[number]
/** Any name of the three lists: the keys of the one icon map. */
export type IconName = FeatureIconName | StoryIconName | ServiceIconName

export const FEATURE_ICON_FALLBACK: FeatureIconName = 'Monitor'
export const STORY_ICON_FALLBACK: StoryIconName = 'CheckCircle'
