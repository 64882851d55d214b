import { jsonLdText } from '@/lib/fallback/json-ld'

/** Structured data as a JSON-LD script (lib/fallback/json-ld: no fallback marks, `<` escaped). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  )
}
