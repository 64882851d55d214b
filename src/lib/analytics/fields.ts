/** Page-view constants shared by the visit script, the server and the store (no dependencies: safe in the browser). */

/** Where the visit script posts each page view (src/server/page-views.ts answers it). */
export const PAGE_VIEW_PATH = '/api/site-visit'

/** The largest page-view body read (bytes); a real one is about 150. */
export const PAGE_VIEW_BODY_LIMIT = 1024

/**
 * What is counted per Kuwait day, each under a key: a page's address (its
 * language is its prefix), the page a visit entered on, the referring site's
 * host, the landing address's UTM source, medium and campaign, the device
 * class and the site language. `views` and `visitors` have one key, ''.
 */
export const VIEW_DIMENSIONS = [
  'views',
  'visitors',
  'page',
  'entry',
  'referrer',
  'source',
  'medium',
  'campaign',
  'device',
  'language',
] as const
export type ViewDimension = (typeof VIEW_DIMENSIONS)[number]
