import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

/**
 * A post's number is its public address (/blog/<id>): once given, it must
 * never name another post, or an old link would show a stranger's article.
 *
 * PostgreSQL sequences never go back, so nothing is needed there. SQLite gives
 * a new row the highest id + 1, so deleting the newest post would hand its
 * number to the next one — unless the table is declared AUTOINCREMENT. The
 * sqlite adapter's `autoIncrement` option does that for every table, but its
 * generated migration rebuilds every table inside a transaction where foreign
 * keys stay on, and dropping each old table deletes its translations with it.
 * So only blog_posts is rebuilt here. Foreign keys stay on inside the
 * migration's transaction, so dropping the old table also deletes (or
 * empties) the rows that point at it: those rows are kept aside first and put
 * back once the new table holds the same ids.
 *
 * Call it last in the migration's `up` (after any generated statement that
 * might rebuild blog_posts). Running it again changes nothing.
 */

type Db = {
  all: (query: unknown) => Promise<unknown[]>
  run: (query: unknown) => Promise<unknown>
}
type Args = { db: unknown; payload: Payload }

const TABLE = 'blog_posts'
const ID_COLUMN = /(`id`|"id"|\bid\b)\s+integer\s+PRIMARY\s+KEY(?!\s+AUTOINCREMENT)/i

type Reference = { table: string; column: string; onDelete: string }

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Tables whose rows point at `table`, and what deleting the row they point at does to them. */
async function referencesTo(db: Db, table: string): Promise<Reference[]> {
  return (await db.all(
    sql`SELECT m.name AS "table", f."from" AS "column", f.on_delete AS "onDelete"
        FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f
        WHERE m.type = 'table' AND f."table" = ${table}`,
  )) as Reference[]
}

export async function keepBlogPostIdsIncreasing({ db: anyDb, payload }: Args): Promise<void> {
  if (payload.db.name !== 'sqlite') return
  const db = anyDb as Db
  const [table] = (await db.all(
    sql`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ${TABLE}`,
  )) as Array<{ sql: string }>
  if (!table || /AUTOINCREMENT/i.test(table.sql)) return
  if (!ID_COLUMN.test(table.sql))
    throw new Error(`${TABLE}: unexpected table definition, id column not found: ${table.sql}`)

  const references = await referencesTo(db, TABLE)
  for (const reference of references) {
    const action = reference.onDelete.toUpperCase()
    if (action !== 'CASCADE' && action !== 'SET NULL')
      throw new Error(`${reference.table}.${reference.column}: ON DELETE ${action} is not handled`)
    // Rows put back whole must not have rows of their own that the drop would take too.
    if (action === 'CASCADE' && (await referencesTo(db, reference.table)).length)
      throw new Error(`${reference.table} has tables pointing at it: not handled`)
  }

  const indexes = (await db.all(
    sql`SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ${TABLE} AND sql IS NOT NULL`,
  )) as Array<{ sql: string }>
  const created = table.sql
    .replace(/^CREATE TABLE\s+(`blog_posts`|"blog_posts"|blog_posts)/i, 'CREATE TABLE `__new_blog_posts`')
    .replace(ID_COLUMN, '$1 integer PRIMARY KEY AUTOINCREMENT')

  const kept = references.map((reference, index) => ({ ...reference, copy: `__kept_${index}` }))
  for (const { table: child, column, onDelete, copy } of kept) {
    const columns = onDelete.toUpperCase() === 'CASCADE' ? '*' : `rowid AS r, ${quote(column)} AS v`
    await db.run(
      sql.raw(
        `CREATE TEMP TABLE ${quote(copy)} AS SELECT ${columns} FROM ${quote(child)} WHERE ${quote(column)} IS NOT NULL`,
      ),
    )
  }

  await db.run(sql.raw(created))
  await db.run(sql.raw('INSERT INTO `__new_blog_posts` SELECT * FROM `blog_posts`'))
  await db.run(sql.raw('DROP TABLE `blog_posts`'))
  await db.run(sql.raw('ALTER TABLE `__new_blog_posts` RENAME TO `blog_posts`'))
  for (const index of indexes) await db.run(sql.raw(index.sql))

  for (const { table: child, column, onDelete, copy } of kept) {
    if (onDelete.toUpperCase() === 'CASCADE')
      await db.run(sql.raw(`INSERT INTO ${quote(child)} SELECT * FROM ${quote(copy)}`))
    else
      await db.run(
        sql.raw(
          `UPDATE ${quote(child)} SET ${quote(column)} = (SELECT v FROM ${quote(copy)} WHERE r = ${quote(child)}.rowid)
           WHERE rowid IN (SELECT r FROM ${quote(copy)})`,
        ),
      )
    await db.run(sql.raw(`DROP TABLE ${quote(copy)}`))
  }
}
