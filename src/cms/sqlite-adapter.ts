import type { DatabaseAdapterObj } from 'payload'

import { patientSqliteClient } from './sqlite-patient-client'

type SqliteAdapter = {
  client?: unknown
  clientConfig: Parameters<typeof patientSqliteClient>[0]
  wal?: false | { journalSizeLimit: number; synchronous: string }
  connect?: (options?: unknown) => Promise<void>
}

/**
 * Gives Payload's SQLite adapter the patient client before it connects. The
 * adapter then keeps it (it creates its own only when it has none), and with
 * it skips its own pragmas, which are set here instead: WAL with its journal
 * size limit once per file, `synchronous` on every connection.
 */
export function withPatientSqliteClient(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = init(args) as unknown as SqliteAdapter
      const connect = adapter.connect
      if (!connect)
        throw new Error('The SQLite adapter has no connect(): Payload changed its adapter shape')
      adapter.connect = async function connectPatiently(this: SqliteAdapter, options?: unknown) {
        if (!this.client) {
          const wal = this.wal
          const client = await patientSqliteClient(
            this.clientConfig,
            wal ? [`PRAGMA synchronous = ${wal.synchronous}`] : [],
          )
          if (wal) {
            const mode = await client.execute('PRAGMA journal_mode')
            if (mode.rows[0]?.journal_mode !== 'wal') {
              await client.execute('PRAGMA journal_mode = WAL')
              await client.execute(`PRAGMA journal_size_limit = ${wal.journalSizeLimit}`)
            }
          }
          this.client = client
        }
        return connect.call(this, options)
      }
      return adapter as never
    },
  }
}
