import type { Block, Field } from 'payload'

import type { Bilingual } from '@/lib/bilingual'

type BlockLabels = Bilingual | { singular: Bilingual; plural: Bilingual }

/**
 * A page block. Its generated TypeScript shape is named after its slug
 * (app-portfolio → AppPortfolioBlock); staff see its name in both languages,
 * the same for one and many unless told apart.
 */
export const block = (
  slug: string,
  labels: BlockLabels,
  fields: Field[],
  options: Pick<Block, 'dbName' | 'admin' | 'interfaceName'> = {},
): Block => ({
  slug,
  interfaceName: `${slug.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}Block`,
  ...options,
  labels: 'singular' in labels ? labels : { singular: labels, plural: labels },
  fields,
})
