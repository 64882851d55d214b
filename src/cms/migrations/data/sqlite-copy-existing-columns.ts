import { sql, type MigrateUpArgs } from '@payloadcms/db-sqlite'

type SqliteDb = MigrateUpArgs['db']

const RECREATE_COPY = /^\s*INSERT INTO `(__new_\w+)`\(([^)]*)\) SELECT (.*) FROM `(\w+)`;\s*$/s
const DROP_TABLE = /^\s*DROP TABLE `(\w+)`;\s*$/
const RENAME_NEW = /^\s*ALTER TABLE `__new_(\w+)` RENAME TO `(\w+)`;\s*$/

const quotedNames = (list: string) =>
  list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)

/**
 * SQLite cannot drop NOT NULL or add a foreign key in place, so the generated
 * migrations rebuild such tables: create `__new_x`, copy the rows, drop `x`,
 * rename. Two things go wrong with what the generator (drizzle) writes, and
 * this wrapper around the migration's `db` corrects both:
 *
 * - When the same migration also adds columns to the table, the copy selects
 *   the new columns from the old table, which does not have them yet ("no such
 *   column"). Here only the columns the old table has are copied; the new ones
 *   take their defaults (a data migration fills them afterwards).
 * - Payload runs a migration in a transaction, where the generated
 *   `PRAGMA foreign_keys=OFF` has no effect, so dropping `x` deletes every row
 *   that refers to it with ON DELETE CASCADE (its translations, array rows,
 *   relations) and empties SET NULL references. Here those rows are kept
 *   aside before the drop and put back once the rebuilt table has its name.
 *
 * Use: `export async function up(args) { const db = copyOnlyExistingColumns(args.db); … }`.
 */
export function copyOnlyExistingColumns(db: SqliteDb): SqliteDb {
  const dialect = (db as unknown as { dialect: { sqlToQuery: (q: unknown) => { sql: string } } })
    .dialect
  const run = db.run.bind(db)
  const all = <T>(statement: string) => db.all<T>(sql.raw(statement))
  const kept = new Map<string, Array<{ table: string; copy: string; columns: string }>>()
  let copies = 0

  // Each table's keys, read once: a rebuild changes only the rebuilt table's own (forgotten at its rename).
  const keysOf = new Map<string, Array<{ table: string; on_delete: string }>>()
  async function foreignKeys(name: string) {
    if (!keysOf.has(name))
      keysOf.set(
        name,
        await all<{ table: string; on_delete: string }>(`PRAGMA foreign_key_list(\`${name}\`)`),
      )
    return keysOf.get(name)!
  }

  /** Tables whose rows refer to `table` and are changed when it is dropped, breadth first. */
  async function dependents(table: string): Promise<string[]> {
    const tables = await all<{ name: string }>(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__new_%'`,
    )
    const order: string[] = []
    const queue = [table]
    while (queue.length > 0) {
      const parent = queue.shift()!
      for (const { name } of tables) {
        if (name === table || order.includes(name)) continue
        const keys = await foreignKeys(name)
        const affected = keys.some(
          (key) =>
            key.table === parent && ['CASCADE', 'SET NULL'].includes(key.on_delete.toUpperCase()),
        )
        if (affected) {
          order.push(name)
          queue.push(name)
        }
      }
    }
    return order
  }

  async function keepDependents(table: string) {
    const saved = []
    for (const dependent of await dependents(table)) {
      const copy = `keep_${++copies}_${dependent}`
      await run(sql.raw(`CREATE TEMP TABLE \`${copy}\` AS SELECT * FROM \`${dependent}\``))
      const columns = (await all<{ name: string }>(`PRAGMA table_info(\`${dependent}\`)`))
        .map((column) => `"${column.name}"`)
        .join(', ')
      saved.push({ table: dependent, copy, columns })
    }
    kept.set(table, saved)
  }

  async function restoreDependents(table: string) {
    for (const { table: dependent, copy, columns } of kept.get(table) ?? []) {
      await run(sql.raw(`DELETE FROM \`${dependent}\``))
      await run(
        sql.raw(`INSERT INTO \`${dependent}\` (${columns}) SELECT ${columns} FROM \`${copy}\``),
      )
      await run(sql.raw(`DROP TABLE \`${copy}\``))
    }
    kept.delete(table)
  }

  const patched = async (query: Parameters<SqliteDb['run']>[0]) => {
    const text = dialect.sqlToQuery(query).sql
    const copy = RECREATE_COPY.exec(text)
    if (copy) {
      const [, target, , , source] = copy
      const existing = await all<{ name: string }>(`PRAGMA table_info(\`${source}\`)`)
      const have = new Set(existing.map((column) => `"${column.name}"`))
      const columns = quotedNames(copy[2]).filter((name) => have.has(name))
      return run(
        sql.raw(
          `INSERT INTO \`${target}\`(${columns.join(', ')}) SELECT ${columns.join(', ')} FROM \`${source}\`;`,
        ),
      )
    }
    const drop = DROP_TABLE.exec(text)
    if (drop) {
      const rebuilt = await all<{ name: string }>(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name = '__new_${drop[1]}'`,
      )
      if (rebuilt.length > 0) await keepDependents(drop[1])
      return run(query)
    }
    const rename = RENAME_NEW.exec(text)
    if (rename && rename[1] === rename[2]) {
      const result = await run(query)
      keysOf.delete(rename[1])
      await restoreDependents(rename[1])
      return result
    }
    return run(query)
  }
  return new Proxy(db, {
    get: (object, key, receiver) => (key === 'run' ? patched : Reflect.get(object, key, receiver)),
  })
}
