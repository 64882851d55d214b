const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Text written into HTML or XML the site builds as a string (the refusal page,
 * the blog feeds, a preview's answer, an image's fallback markup): safe both
 * between tags and inside a quoted attribute, so one escaper serves every place.
 */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ENTITIES[char]!)
