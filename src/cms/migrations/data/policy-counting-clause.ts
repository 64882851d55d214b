import { ar } from '@/content/pages/privacy-policy/ar'
import { en } from '@/content/pages/privacy-policy/en'
import { kuwaitDay } from '@/lib/analytics/page-view'
import type { Bilingual } from '@/lib/bilingual'

/**
 * The privacy policy of a site seeded before the site counted its visits says
 * the visit's details go to the company "only with the form", and has no
 * clause on counting. Where that text is still word for word what the seed
 * wrote, in both languages, the policy gets today's clauses: the form clause
 * as it now reads and the counting clause after it (and, on a policy from
 * before the form clause existed, both after the language-storage clause).
 * A policy staff have reworded there is left as it is, for them to update
 * (docs/ANALYTICS.md). The published text and the latest version (what the
 * admin opens, a draft included) change alike, and the policy's "Last
 * updated" becomes the day this runs.
 *
 * Adapter-neutral: `run` executes one SQL statement on the migration's
 * connection and answers its rows.
 */

/** The form clause as the seed wrote it before counting (2026-11-29), frozen here. */
export const OLD_SOURCE_CLAUSE = {
  en: 'When you send the contact form, it also tells us how you found the Website: the first page you opened in that browser tab, the name of the website that linked you to it (never the rest of its address), any campaign tags in the address of that first page (such as <code>utm_source</code>), the page of the form, the language of the Website and whether your screen is a phone, tablet or desktop. Until then your browser keeps this in the <code>site-visit</code> entry of that tab’s session storage: it is deleted when you close the tab and is sent to us only with the form. We keep it with your enquiry to learn which pages and campaigns bring enquiries; it does not identify you.',
  ar: 'وعند إرسالك نموذج التواصل، يُخبرنا أيضًا بكيفية وصولك إلى الموقع: أول صفحة فتحتها في علامة التبويب تلك، واسم الموقع الذي أحالك إلينا (دون بقية عنوانه)، وأي وسوم حملات في عنوان تلك الصفحة الأولى (مثل <code>utm_source</code>)، والصفحة التي أُرسل منها النموذج، ولغة الموقع، ونوع شاشتك: هاتف أو جهاز لوحي أو حاسوب. وإلى ذلك الحين يحفظ متصفحك هذه المعلومات في القيمة <code>site-visit</code> من تخزين الجلسة الخاص بعلامة التبويب تلك، فتُحذف عند إغلاقها، ولا تُرسل إلينا إلا مع النموذج. ونحتفظ بها مع استفسارك لنعرف الصفحات والحملات التي تأتينا منها الاستفسارات، وهي لا تحدد هويتك.',
}

type Run = (statement: string) => Promise<unknown>
type Row = Record<string, unknown>

/** The seed's clause of the given opening words, in both languages (the texts go clause for clause). */
function clause(opening: string): Bilingual | undefined {
  for (const [sectionIndex, section] of en.entries()) {
    const index = section.blocks.findIndex(
      (part) => typeof part === 'string' && part.startsWith(opening),
    )
    if (index === -1) continue
    const arabic = ar[sectionIndex].blocks[index]
    if (typeof arabic !== 'string') return undefined
    return { en: section.blocks[index] as string, ar: arabic }
  }
  return undefined
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`
const rowsOf = (answer: unknown): Row[] => (answer as { rows?: Row[] }).rows ?? []

/** The tables of the policy block, published or versioned. */
type Tables = {
  block: string
  sections: string
  parts: string
  locales: string
  /** Which blocks to look at. */
  blocks: string
  /** A new part's id: main tables take a text id, version tables number their own. */
  newId: () => string | undefined
  uuid: boolean
}

const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')

export async function policyCountingClause({
  run,
  postgres,
  today = new Date(),
}: {
  run: Run
  postgres: boolean
  today?: Date
}): Promise<{ changed: number }> {
  const source = clause('When you send the contact form')
  const counting = clause('The Website also counts its visits')
  const languageItems = clause('These items are strictly necessary')
  if (!source || !counting || !languageItems) return { changed: 0 }
  const latest = postgres ? 'true' : '1'
  const sets: Tables[] = [
    {
      block: 'policy',
      sections: 'policy_sections',
      parts: 'policy_sections_parts',
      locales: 'policy_sections_parts_locales',
      blocks: 'SELECT id FROM policy',
      newId: randomId,
      uuid: false,
    },
    {
      block: '_policy_v',
      sections: '_policy_v_sections',
      parts: '_policy_v_sections_parts',
      locales: '_policy_v_sections_parts_locales',
      blocks: `SELECT b.id FROM _policy_v b JOIN _page_keywords_v v ON v.id = b._parent_id WHERE v.latest = ${latest}`,
      newId: () => undefined,
      uuid: true,
    },
  ]
  let changed = 0
  const updated = `${kuwaitDay(today)}T00:00:00.000Z`
  for (const tables of sets) {
    for (const block of rowsOf(await run(tables.blocks))) {
      let blockChanged = false
      const sections = rowsOf(
        await run(`SELECT id FROM ${tables.sections} WHERE _parent_id = ${quote(String(block.id))}`),
      )
      for (const section of sections) {
        if (await updateSection(run, tables, String(section.id), { source, counting, languageItems }))
          blockChanged = true
      }
      if (blockChanged) {
        changed++
        await run(`UPDATE ${tables.block} SET updated = ${quote(updated)} WHERE id = ${quote(String(block.id))}`)
      }
    }
  }
  return { changed }
}

type Part = { id: string; order: number; en: string; ar: string }

async function updateSection(
  run: Run,
  tables: Tables,
  section: string,
  texts: { source: Bilingual; counting: Bilingual; languageItems: Bilingual },
): Promise<boolean> {
  const parts: Part[] = rowsOf(
    await run(
      `SELECT p.id, p._order, e.text AS en, a.text AS ar FROM ${tables.parts} p
        LEFT JOIN ${tables.locales} e ON e._parent_id = p.id AND e._locale = 'en'
        LEFT JOIN ${tables.locales} a ON a._parent_id = p.id AND a._locale = 'ar'
        WHERE p._parent_id = ${quote(section)} ORDER BY p._order`,
    ),
  ).map((row) => ({
    id: String(row.id),
    order: Number(row._order),
    en: String(row.en ?? ''),
    ar: String(row.ar ?? ''),
  }))
  const same = (part: Part | undefined, text: Bilingual) =>
    part !== undefined && part.en === text.en && part.ar === text.ar
  if (parts.some((part) => part.en.startsWith('The Website also counts its visits'))) return false
  const old = parts.findIndex((part) => same(part, OLD_SOURCE_CLAUSE))
  if (old !== -1) {
    for (const locale of ['en', 'ar'] as const)
      await run(
        `UPDATE ${tables.locales} SET text = ${quote(texts.source[locale])} WHERE _parent_id = ${quote(parts[old].id)} AND _locale = '${locale}'`,
      )
    await insertAfter(run, tables, section, parts, old, [texts.counting])
    return true
  }
  const items = parts.findIndex((part) => same(part, texts.languageItems))
  if (items !== -1 && !parts[items + 1]?.en.startsWith('When you send the contact form')) {
    await insertAfter(run, tables, section, parts, items, [texts.source, texts.counting])
    return true
  }
  return false
}

/** New clauses after parts[index], the later parts moved down to make room. */
async function insertAfter(
  run: Run,
  tables: Tables,
  section: string,
  parts: Part[],
  index: number,
  clauses: Bilingual[],
): Promise<void> {
  const after = parts[index].order
  await run(
    `UPDATE ${tables.parts} SET _order = _order + ${clauses.length} WHERE _parent_id = ${quote(section)} AND _order > ${after}`,
  )
  for (const [offset, text] of clauses.entries()) {
    const given = tables.newId()
    const columns = ['_order', '_parent_id', 'kind', ...(given ? ['id'] : []), ...(tables.uuid ? ['_uuid'] : [])]
    const values = [
      String(after + offset + 1),
      quote(section),
      "'clause'",
      ...(given ? [quote(given)] : []),
      ...(tables.uuid ? [quote(randomId())] : []),
    ]
    await run(`INSERT INTO ${tables.parts} (${columns.join(', ')}) VALUES (${values.join(', ')})`)
    const id =
      given ??
      String(
        rowsOf(
          await run(
            `SELECT id FROM ${tables.parts} WHERE _parent_id = ${quote(section)} AND _order = ${after + offset + 1}`,
          ),
        )[0]?.id,
      )
    for (const locale of ['en', 'ar'] as const)
      await run(
        `INSERT INTO ${tables.locales} (text, _locale, _parent_id) VALUES (${quote(text[locale])}, '${locale}', ${quote(id)})`,
      )
  }
}
