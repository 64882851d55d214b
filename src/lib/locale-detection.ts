import type { Locale } from '@/i18n/routing'
import { localizePath, splitLocalePath } from './routes'

/**
 * Which language an entry visit gets, in order: query `lng`, cookie, local
 * storage, browser language, then the page itself (docs/PRODUCT.md, Languages,
 * numbers and dates). The URL is what renders:
 * English at `/about`, Arabic at `/ar/about`. Detection only ever moves a
 * visitor between those two addresses of the same page.
 *
 * Decisions:
 * - The server sees the query and the cookie; it redirects on them (the fast
 *   path, and the only one without JavaScript). It never redirects on
 *   Accept-Language: crawlers and shared caches would then get a page that
 *   depends on a header the URL does not show (cloaking, and a cache key the
 *   CDN does not know). A crawler has no cookie, so it always gets the URL's
 *   language.
 * - Local storage is only visible to the browser: a few lines in <head>
 *   (LANGUAGE_SCRIPT) finish the order there, before anything paints. They also
 *   check the cookie, so a shared cache that served the static English page to
 *   an Arabic visitor is corrected in the browser; no `Vary: Cookie` is needed.
 * - The browser's own language counts only on the bare home page `/` of a
 *   first visit (nothing stored): typing the company's address gives an
 *   Arabic-language browser the Arabic home, while a deep link (a search
 *   result, a shared page) keeps the language it was shared in.
 * - A choice is remembered when the visitor makes one: the toggle, or `?lng=`.
 *   Merely opening an /ar link does not overwrite it.
 * - No loops: redirects go from an address to the same page in the stored
 *   language, and the redirect that follows `?lng=` stores that language first.
 */

export const LOCALE_COOKIE = 'NEXT_LOCALE'
/** The key i18next's language detector caches the choice under: a choice stored by an earlier version of the site still counts. */
export const LOCALE_STORAGE_KEY = 'i18nextLng'
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

/** `ar`, `ar-KW`, `AR` → `ar`; `en-US` → `en`; anything else → undefined. */
export function normalizeLocale(value: string | null | undefined): Locale | undefined {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0]
  return base === 'ar' || base === 'en' ? base : undefined
}

export type EntryRequest = {
  pathname: string
  /** The query string, with or without its leading `?`. */
  search: string
  cookieLocale?: string | null
  /** Only page loads are redirected, never the router's background fetches. */
  isDocument: boolean
}

export type EntryDecision =
  { action: 'continue' } | { action: 'redirect'; location: string; rememberLocale?: Locale }

export function decideEntry(request: EntryRequest): EntryDecision {
  if (!request.isDocument) return { action: 'continue' }
  const params = new URLSearchParams(request.search)
  const { locale: urlLocale, path } = splitLocalePath(request.pathname)
  const unprefixed = !/^\/(en|ar)(\/|$)/.test(request.pathname)

  const queried = params.has('lng') ? normalizeLocale(params.get('lng')) : undefined
  if (queried) {
    params.delete('lng')
    const query = params.toString()
    return {
      action: 'redirect',
      location: localizePath(path, queried) + (query ? `?${query}` : ''),
      rememberLocale: queried,
    }
  }

  const cookieLocale = normalizeLocale(request.cookieLocale)
  if (unprefixed && urlLocale === 'en' && cookieLocale === 'ar') {
    const query = params.toString()
    return { action: 'redirect', location: localizePath(path, 'ar') + (query ? `?${query}` : '') }
  }
  return { action: 'continue' }
}

/**
 * The browser half, inlined in <head> of every page (both languages, so the
 * element never changes between navigations). Runs once per page load: syncs
 * the stored choice between cookie and local storage (the cookie wins: it comes
 * first in the detection order) and moves an English address to its Arabic
 * twin when the choice, or on `/` a first visit's browser language, is Arabic.
 * Kept tiny and dependency-free; any failure (storage blocked) leaves the page as it is.
 */
export const LANGUAGE_SCRIPT = `(function(){try{var d=document,w=window,l=w.location,p=l.pathname;
var n=function(v){v=(v||'').toLowerCase().slice(0,2);return v==='ar'||v==='en'?v:''};
var m=d.cookie.match(/(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)/),c=n(m&&m[1]),s='';
try{s=n(w.localStorage.getItem('${LOCALE_STORAGE_KEY}'));if(c&&c!==s)w.localStorage.setItem('${LOCALE_STORAGE_KEY}',c)}catch(e){}
if(!c&&s)d.cookie='${LOCALE_COOKIE}='+s+';path=/;max-age=${LOCALE_COOKIE_MAX_AGE};samesite=lax'+(l.protocol==='https:'?';secure':'');
var k=c||s;if(!k&&p==='/')k=n((w.navigator.languages||[])[0]||w.navigator.language)==='ar'?'ar':'';
if(k==='ar'&&!/^\\/(ar|en)(\\/|$)/.test(p)){d.documentElement.style.visibility='hidden';l.replace('/ar'+(p==='/'?'':p)+l.search+l.hash)}
}catch(e){}})()`

/** What the language toggle writes, so server and browser agree on the next visit. */
export function rememberLocaleInBrowser(locale: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // Storage may be blocked (private mode); the cookie still carries the choice.
  }
  const secure = window.location.protocol === 'https:' ? ';secure' : ''
  document.cookie = `${LOCALE_COOKIE}=${locale};path=/;max-age=${LOCALE_COOKIE_MAX_AGE};samesite=lax${secure}`
}
