/**
 * "The site's content changed": the CMS announces it after every published
 * edit, and whatever keeps answers derived from content (the HTTP server's
 * page cache) listens and forgets them. The listeners live on globalThis
 * because the CMS hook runs in Next's module graph while the server that
 * listens was loaded outside it, in the same process; neither imports the
 * other.
 */
const KEY = Symbol.for('site.content-changed')

type Listener = () => void

const listeners = (): Set<Listener> => {
  const store = globalThis as Record<symbol, Set<Listener> | undefined>
  return (store[KEY] ??= new Set())
}

/** Calls `listener` after every content change; returns the call that stops listening. */
export function onContentChanged(listener: Listener): () => void {
  listeners().add(listener)
  return () => listeners().delete(listener)
}

export function announceContentChanged(): void {
  for (const listener of listeners()) listener()
}
