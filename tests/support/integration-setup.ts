import { buildTemplate } from './test-database'

/** Vitest global setup of the integration project: the migrated template every test file copies. */
export default async function setup(): Promise<void> {
  const started = Date.now()
  await buildTemplate()
  console.log(
    `Integration template database migrated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}
