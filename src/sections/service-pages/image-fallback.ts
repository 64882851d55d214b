import type { ImgHTMLAttributes } from 'react'

import { escapeHtml } from '@/lib/html-escape'

/**
 * A service page's screenshot that fails to load gives way to a teal
 * placeholder of the same size showing the image's title, so the layout
 * holds. No component ships to the browser for it: the server writes the
 * <img> as HTML (fallbackImageHtml) with what the placeholder needs in data
 * attributes, and one listener registered in the <head> of every page
 * (IMAGE_FALLBACK_SCRIPT) swaps a failed image for its placeholder. Being in
 * the head, it is listening before the first image can fail, and it keeps
 * listening across client navigations.
 *
 * React does not manage the markup inside an element set with
 * dangerouslySetInnerHTML, so the swap never disturbs hydration or a later
 * render of the page.
 */

/** The placeholder's classes; the <img> carries them for the script. */
export const PLACEHOLDER_CLASS =
  'grid w-full place-items-center bg-brand p-6 text-center text-lg font-semibold text-white'

/**
 * Listens in the capture phase: an image's error event does not bubble. The
 * placeholder's label is set as text, never parsed as HTML.
 */
export const IMAGE_FALLBACK_SCRIPT = `addEventListener('error',function(e){var i=e.target;
if(!(i instanceof HTMLImageElement)||!i.hasAttribute('data-fallback-title'))return;
var d=document.createElement('div'),s=document.createElement('span');
d.setAttribute('role','img');d.setAttribute('aria-label',i.alt);d.setAttribute('data-image-placeholder','');
d.className=i.getAttribute('data-fallback-class')||'';
d.style.aspectRatio=i.getAttribute('width')+' / '+i.getAttribute('height');
s.setAttribute('aria-hidden','true');s.textContent=i.getAttribute('data-fallback-title');
d.appendChild(s);i.replaceWith(d)},true)`

/** React's names of the <img> attributes next/image sets, as HTML spells them. */
const HTML_NAME: Record<string, string> = {
  className: 'class',
  srcSet: 'srcset',
  fetchPriority: 'fetchpriority',
  crossOrigin: 'crossorigin',
  referrerPolicy: 'referrerpolicy',
}

/** The <img> of a FallbackImage as HTML: its attributes escaped, the placeholder's in data attributes. */
export function fallbackImageHtml(
  image: ImgHTMLAttributes<HTMLImageElement>,
  placeholder: { title: string; className: string },
): string {
  const attributes: [string, unknown][] = [
    ...Object.entries(image),
    ['data-fallback-title', placeholder.title],
    ['data-fallback-class', placeholder.className],
  ]
  const html = attributes
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => {
      if (typeof value !== 'string' && typeof value !== 'number' && value !== true) {
        throw new Error(`FallbackImage cannot write the <img> attribute ${name}`)
      }
      const attribute = HTML_NAME[name] ?? name
      return value === true ? attribute : `${attribute}="${escapeHtml(String(value))}"`
    })
  return `<img ${html.join(' ')}>`
}
