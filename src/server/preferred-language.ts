/** Arabic when the request's Accept-Language ranks it above English, English otherwise. */
export function preferredLanguage(acceptLanguage: string | undefined): 'en' | 'ar' {
  let best: 'en' | 'ar' = 'en'
  let bestQuality = 0
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = part.split(';')
    const primary = tag.trim().toLowerCase().split('-')[0]
    if (primary !== 'en' && primary !== 'ar') continue
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const quality = q === undefined ? 1 : Number(q.slice(2))
    if (Number.isFinite(quality) && quality > bestQuality) [best, bestQuality] = [primary, quality]
  }
  return best
}
