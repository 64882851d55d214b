/** The host of an address for a browser frame's address bar ("suite.nakhla.example"); none if invalid. */
export function hostOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).host
  } catch {
    return undefined
  }
}
