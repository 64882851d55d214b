import type { AdminLanguage } from '../collections/enquiry-statuses'

/** What a field looks like to this module: raw, sanitized or client config alike. */
type AnyField = {
  name?: string
  type: string
  label?: unknown
  labels?: { singular?: unknown }
  fields?: AnyField[]
  tabs?: Array<{ name?: string; label?: unknown; fields: AnyField[] }>
  blocks?: Array<{ slug: string; labels?: { singular?: unknown }; fields: AnyField[] } | string>
}

const words = (label: unknown, language: AdminLanguage): string | undefined => {
  if (typeof label === 'string') return label
  if (typeof label === 'object' && label !== null) {
    const byLanguage = label as Record<string, unknown>
    const found = byLanguage[language] ?? byLanguage.en
    return typeof found === 'string' ? found : undefined
  }
  return undefined
}

/** The named fields at this level: rows, collapsibles and unnamed tabs are see-through. */
function named(fields: AnyField[]): AnyField[] {
  return fields.flatMap((field) => {
    if (field.type === 'tabs')
      return (field.tabs ?? []).flatMap((tab) =>
        tab.name ? [{ ...tab, type: 'tab' } as AnyField] : named(tab.fields),
      )
    if (!field.name && field.fields) return named(field.fields)
    return field.name ? [field] : []
  })
}

const humanName = (name: string) => name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())

/**
 * A field's path (`layout.0.items.1.title`) as staff read it, in the admin's
 * language: "Sections › Section 1 › Items › Item 2 › Title". Block rows are
 * numbered, not typed: a path does not say which kind of block it is in, so
 * the fields of every block are looked in.
 */
export function fieldLabel(fields: AnyField[], path: string, language: AdminLanguage): string {
  const parts: string[] = []
  let level: AnyField[] = fields
  const segments = path.split('.')
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index]!
    const field = named(level).find((each) => each.name === segment)
    if (!field) {
      parts.push(segment)
      continue
    }
    parts.push(words(field.label, language) ?? humanName(segment))
    const next = segments[index + 1]
    if ((field.type === 'array' || field.type === 'blocks') && next && /^\d+$/.test(next)) {
      const one = words(field.labels?.singular, language)
      parts.push(`${one ?? ''} ${Number(next) + 1}`.trim())
      index += 1
      level =
        field.type === 'array'
          ? (field.fields ?? [])
          : (field.blocks ?? []).flatMap((block) => (typeof block === 'string' ? [] : block.fields))
      continue
    }
    level = field.fields ?? []
  }
  return parts.join(' › ')
}
