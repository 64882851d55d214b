/** The decorative emblems an inner page's hero can show (components/HeroArt draws them). */
export const HERO_ART_KINDS = ['about', 'services', 'work', 'blog', 'privacy', 'notFound'] as const
export type HeroArtKind = (typeof HERO_ART_KINDS)[number]
