import { MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { policyCountingClause } from '../data/policy-counting-clause'

/** Data only: its schema snapshot is the one before it, unchanged (the backup move reads it). */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const { changed } = await policyCountingClause({
    run: (statement) => db.execute(sql.raw(statement)),
    postgres: true,
  })
  if (changed > 0)
    payload.logger.info(`The privacy policy now says how visits are counted (${changed} copies).`)
}

/** The policy keeps its new clauses: going back to the older code needs no change of data. */
export async function down(): Promise<void> {}
