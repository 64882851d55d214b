/**
 * What RefreshRouteOnSave (@payloadcms/live-preview-react) does, as a small
 * inline script the page carries only in a staff preview. Imported as a
 * client component by the site's layout, that component's chunk was listed
 * among the layout's scripts and downloaded by every visitor (measured: one
 * more chunk, +0.5 KB gzipped on every page), so the site speaks Payload's
 * two live-preview messages itself:
 *
 * - once loaded, it tells the admin window that framed it that the page is
 *   ready (`{ type: 'payload-live-preview', ready: true }`), which makes the
 *   admin start sending document events;
 * - on each `payload-document-event` from this same origin (a save or an
 *   autosave), it asks Next's router to render the page again on the server,
 *   which reads the newest draft; before hydration it reloads instead.
 *
 * The production server adds each answer's inline scripts to its CSP by hash
 * (src/server/script-hashes.ts), so this needs no policy change.
 */
export const READY_MESSAGE = { type: 'payload-live-preview', ready: true } as const
export const DOCUMENT_EVENT = 'payload-document-event'

export const refreshOnSaveScript = (): string =>
  `(function(){var o=location.origin,w=window.opener||window.parent;` +
  `if(!w||w===window)return;` +
  `addEventListener("message",function(e){` +
  `if(e.origin!==o||!e.data||typeof e.data!=="object"||e.data.type!==${JSON.stringify(DOCUMENT_EVENT)})return;` +
  `var r=window.next&&window.next.router;if(r&&typeof r.refresh==="function")r.refresh();else location.reload()});` +
  `w.postMessage(${JSON.stringify(READY_MESSAGE)},o)})()`
