import {
  PHONE_MAX_WIDTH,
  SOURCE_VALUE_LIMIT,
  UTM_KEYS,
  VISIT_STORAGE_KEY,
  type Device,
} from './fields'
import { PAGE_VIEW_PATH } from '../analytics/fields'

/**
 * Runs once per page, inline (a few hundred bytes, no bundle), and does two things.
 *
 * 1. On the tab's first page of the site it keeps that page's path, the
 *    referring site's host (never its path or query) and the address's UTM tags
 *    in sessionStorage, for the contact form (`visitForForm`). The tab forgets
 *    it when closed. Storage may be off: then nothing is kept.
 * 2. After the page has loaded, and after each move to another page of the
 *    site (Next changes the address with history.pushState, or the visitor
 *    goes back, within the page or to a page the browser kept whole in its
 *    back-forward cache, which runs no script again), it posts one page view: the path, the device class and, for
 *    the visit's first page, its referring host and UTM source, medium and
 *    campaign (src/server/page-views.ts counts it). Nothing is posted for a
 *    browser that asks not to be tracked (Global Privacy Control or Do Not
 *    Track), nor while a page is only being prerendered.
 *
 * No cookie is read or written, nothing identifies the visitor.
 */
export const VISIT_SCRIPT = `(function(){try{var w=window,d=document,n=navigator,l=location,e=0,v;
try{var s=w.sessionStorage,k='${VISIT_STORAGE_KEY}';if(!s.getItem(k)){
var q=new URLSearchParams(l.search),r='';v={landing:l.pathname};
try{r=d.referrer?new URL(d.referrer).hostname:''}catch(x){}
if(r&&r!==l.hostname)v.referrer=r;
${JSON.stringify(UTM_KEYS)}.forEach(function(m){var x=q.get(m);if(x)v[m]=x.slice(0,${SOURCE_VALUE_LIMIT})});
s.setItem(k,JSON.stringify(v));e=1}}catch(x){}
if(n.globalPrivacyControl||n.doNotTrack=='1'||!n.sendBeacon)return;
var p=l.pathname;function c(){try{var b={p:l.pathname,d:w.innerWidth<=${PHONE_MAX_WIDTH}?'phone':w.matchMedia&&w.matchMedia('(pointer: coarse)').matches?'tablet':'desktop'};
if(e&&v){e=0;b.e=1;if(v.referrer)b.r=v.referrer;if(v.utm_source)b.s=v.utm_source;if(v.utm_medium)b.m=v.utm_medium;if(v.utm_campaign)b.c=v.utm_campaign}
n.sendBeacon('${PAGE_VIEW_PATH}',JSON.stringify(b))}catch(x){}}
function m(){if(l.pathname!==p){p=l.pathname;c()}}
var h=w.history,u=h.pushState;h.pushState=function(){var a=u.apply(h,arguments);m();return a};w.addEventListener('popstate',m);
w.addEventListener('pageshow',function(x){if(x&&x.persisted){p=l.pathname;c()}});
function g(){d.prerendering?d.addEventListener('prerenderingchange',c,{once:true}):c()}
d.readyState=='complete'?g():w.addEventListener('load',g)}catch(x){}})()`

/** Phone, tablet or desktop from the viewport: narrow is a phone; wider with a touch screen as its pointer, a tablet. */
export function deviceClass(width: number, coarsePointer: boolean): Device {
  if (width <= PHONE_MAX_WIDTH) return 'phone'
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
