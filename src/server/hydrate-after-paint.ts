/**
 * Next's App Router loads its client chunks with `<script async>` tags in the
 * head. An async script runs the moment it arrives, so on a fast network the
 * whole React runtime (~165 KB compressed) is compiled and run before the
 * browser paints the server-rendered page, and the first paint waits for it;
 * on a slow phone that is what makes Largest Contentful Paint late. Pages here
 * are complete HTML that works before hydration (real links, a form that posts
 * without JavaScript), so nothing is lost by hydrating a frame later.
 *
 * This rewrite takes the chunk tags out of the document and adds, before
 * `</body>`, a small loader that inserts the same scripts (still async, same
 * order) once the browser has painted the page's first content, and drops
 * Next's preload of those chunks. Everything else Next writes
 * (the inline flight data, the no-module polyfill) stays as it is: the inline
 * data only queues into `self.__next_f` until the runtime arrives.
 */

/** `<script src="/_next/static/…" async=""></script>`, with optional integrity/crossorigin. */
const CHUNK_TAG =
  /<script src="(\/_next\/static\/[^"]+\.js)"((?: (?:async|crossorigin|integrity|nonce)="[^"]*")*)><\/script>/g

const ATTRIBUTE = / (crossorigin|integrity|nonce)="([^"]*)"/g

/**
 * Next's early fetch of a chunk: `<link rel="preload" as="script" … href="/_next/static/…"/>`,
 * attributes in either order (a chunk loaded later, by `next/dynamic`, has `href` first).
 */
const CHUNK_PRELOAD =
  /<link rel="preload"(?=[^>]*? as="script")[^>]*? href="(\/_next\/static\/[^"]+\.js)"[^>]*\/>/g

export type ChunkScript = { src: string; attributes: Record<string, string> }

/** The loader, as the inline script placed before `</body>`. */
export function loaderScript(chunks: ChunkScript[]): string {
  // JSON inside <script>: escape "<" so no value can close the tag.
  const list = JSON.stringify(chunks).replace(/</g, '\\u003c')
  return (
    '<script>(function(c){var d=!1;function l(){if(d)return;d=!0;c.forEach(function(s){' +
    'var e=document.createElement("script");e.src=s.src;e.async=!0;' +
    'for(var k in s.attributes)e.setAttribute(k,s.attributes[k]);document.head.appendChild(e)})}' +
    'function a(){setTimeout(l,0)}' +
    // Hidden tabs never paint: load at once there.
    'if(document.visibilityState==="hidden")return l();' +
    // Start once the browser reports the first contentful paint; where it
    // cannot, after the next frame. The timeout is a safety net only.
    'var p=window.PerformanceObserver,t=p&&p.supportedEntryTypes||[];' +
    'if(t.indexOf("paint")>=0){var o=new p(function(x){if(x.getEntriesByName("first-contentful-paint").length){o.disconnect();a()}});' +
    'o.observe({type:"paint",buffered:!0})}else requestAnimationFrame(a);' +
    'setTimeout(l,3000)})(' +
    list +
    ')</script>'
  )
}

/**
 * Rewrites one complete HTML document. Returns it unchanged when it has no
 * chunk tags or no `</body>` (then there is nowhere safe to put the loader).
 */
export function hydrateAfterPaint(html: string): string {
  const bodyEnd = html.lastIndexOf('</body>')
  if (bodyEnd === -1 || !html.includes('<script src="/_next/static/')) return html
  const chunks: ChunkScript[] = []
  const rewritten = html.slice(0, bodyEnd).replace(CHUNK_TAG, (tag, src: string, rest: string) => {
    if (!rest.includes('async=')) return tag
    const attributes: Record<string, string> = {}
    for (const [, name, value] of rest.matchAll(ATTRIBUTE)) attributes[name] = value
    chunks.push({ src, attributes })
    return ''
  })
  if (chunks.length === 0) return html
  // A preload of a moved chunk would fetch it ahead of the paint after all;
  // one of a chunk loaded later (a lazy section) is refused by the page's
  // script policy, which trusts no URL (strict-dynamic): the runtime loads it.
  const withoutPreloads = rewritten.replace(CHUNK_PRELOAD, '')
  return withoutPreloads + loaderScript(chunks) + html.slice(bodyEnd)
}
