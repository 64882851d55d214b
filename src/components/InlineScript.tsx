/**
 * One of the site's own inline scripts, by its id. The production server
 * allows it by its hash; in stock mode it carries the answer's nonce
 * (src/lib/page-nonce.ts).
 */
export function InlineScript({ id, code, nonce }: { id: string; code: string; nonce?: string }) {
  return <script id={id} nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />
}
