/**
 * Icon names the CMS may store (docs/PRODUCT.md, Content in the CMS). They are Lucide component names; the
 * Icon component maps them to components, with a default icon for unknown names. Kept free
 * of React so the CMS schema can import it.
 */
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

export type FeatureIconName = (typeof FEATURE_ICON_NAMES)[number]
export type StoryIconName = (typeof STORY_ICON_NAMES)[number]

export const FEATURE_ICON_FALLBACK: FeatureIconName = 'Monitor'
export const STORY_ICON_FALLBACK: StoryIconName = 'CheckCircle'

export const ALL_ICON_NAMES = Array.from(
  new Set<string>([...FEATURE_ICON_NAMES, ...STORY_ICON_NAMES]),
).sort()
