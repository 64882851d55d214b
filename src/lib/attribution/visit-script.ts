import { SOURCE_VALUE_LIMIT, UTM_KEYS, VISIT_STORAGE_KEY, type Device } from './fields'

/**
 * Runs once per page, inline (a few hundred bytes, no bundle): on the tab's
 * first page of the site it keeps that page's path, the referring site's host
 * (never its path or query) and the address's UTM tags in sessionStorage. The
 * tab forgets it when closed; nothing is sent anywhere until the visitor sends
 * the contact form (see `visitForForm`). Storage may be off: then nothing is kept.
 */
export const VISIT_SCRIPT = `(function(){try{var s=window.sessionStorage,k='${VISIT_STORAGE_KEY}';if(s.getItem(k))return;
var l=location,q=new URLSearchParams(l.search),v={landing:l.pathname},r='';
try{r=document.referrer?new URL(document.referrer).hostname:''}catch(e){}
if(r&&r!==l.hostname)v.referrer=r;
${JSON.stringify(UTM_KEYS)}.forEach(function(n){var x=q.get(n);if(x)v[n]=x.slice(0,${SOURCE_VALUE_LIMIT})});
s.setItem(k,JSON.stringify(v))}catch(e){}})()`

/** Phone, tablet or desktop from the viewport: narrow is a phone; wider with a touch screen as its pointer, a tablet. */
export function deviceClass(width: number, coarsePointer: boolean): Device {
  if (width < 768) return 'phone'
  return coarsePointer ? 'tablet' : 'desktop'
}

/** What the form sends in its `visit` field: the kept visit, this page and the device class. */
export function visitForForm(): string {
  let kept: Record<string, unknown> = {}
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(VISIT_STORAGE_KEY) || '{}')
    if (stored && typeof stored === 'object' && !Array.isArray(stored)) kept = stored
  } catch {
    // Storage off or the value unreadable: the page and device still go.
  }
  const coarse = window.matchMedia?.('(pointer: coarse)').matches ?? false
  return JSON.stringify({
    ...kept,
    page: window.location.pathname,
    device: deviceClass(window.innerWidth, coarse),
  })
}
