import type { Payload } from 'payload'

export type SeedResult = { created: number; updated: number }

/** Placeholder until the seed lands: creates nothing. */
export async function seed(
  _payload: Payload,
  _options: { log?: (message: string) => void } = {},
): Promise<SeedResult> {
  return { created: 0, updated: 0 }
}

export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'services', overrideAccess: true })
  return totalDocs === 0
}
