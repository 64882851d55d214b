/**
 * The layer a hero's picture and video share: see-through (40 %) over the
 * hero's dark gradient, as the home page's video is, so white words keep
 * ≥ 4.5:1 even over a white picture, and the brand colours tint it.
 */
export const BACKDROP_LAYER = 'absolute inset-0 -z-20 opacity-40'
