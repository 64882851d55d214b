const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** A hex colour the CMS allows, or null (8-digit hex and anything else are not used as-is). */
export function safeHex(value: string | null | undefined): string | null {
  const colour = value?.trim()
  return colour && HEX.test(colour) ? colour : null
}
