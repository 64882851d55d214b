import { isRichText, textNode, type LexicalNode, type RichTextState } from '@/lib/rich-text'

/**
 * A rich text as one XLIFF unit: each paragraph, heading, list item or quote
 * is a spanning code (`<pc id="b1">`), and inside it bold, italic and other
 * formatting, links and line breaks are inline codes (`<pc id="b1f1">`,
 * `<pc id="b1l1" type="link">`, `<ph id="b1br1">`). The codes carry ids, not
 * markup: on import each id is looked up in the English document, so a link's
 * address and a text's formatting come from the English and a translator
 * can only move, keep or drop them. Values are in the `xliff` library's shape.
 */
export type XliffValue = string | XliffElement | Array<string | XliffElement>
export type XliffElement =
  | { Span: { id: string; type?: string; subType?: string; contents?: XliffValue } }
  | { Standalone: { id: string; type?: string; subType?: string } }

const INLINE = new Set(['text', 'link', 'autolink', 'linebreak', 'tab'])

const FORMAT_NAMES: Record<number, string> = { 1: 'xlf:b', 2: 'xlf:i', 8: 'xlf:u' }

/** The blocks that hold words, in document order: what gets `b1`, `b2`… */
function textBlocks(nodes: LexicalNode[], found: LexicalNode[] = []): LexicalNode[] {
  for (const node of nodes) {
    if (!Array.isArray(node.children)) continue
    if (node.children.some((child) => INLINE.has(child.type))) found.push(node)
    else textBlocks(node.children, found)
  }
  return found
}

type Codes = Map<string, LexicalNode>

function inlineSource(block: string, nodes: LexicalNode[], codes: Codes, count = { n: 0 }) {
  const parts: Array<string | XliffElement> = []
  for (const node of nodes) {
    count.n += 1
    if (node.type === 'text') {
      const text = typeof node.text === 'string' ? node.text : ''
      const format = Number(node.format ?? 0)
      if (!format) parts.push(text)
      else {
        const id = `${block}f${count.n}`
        codes.set(id, node)
        const subType = FORMAT_NAMES[format] ?? `x:format-${format}`
        parts.push({ Span: { id, type: 'fmt', subType, contents: text } })
      }
    } else if (node.type === 'link' || node.type === 'autolink') {
      const id = `${block}l${count.n}`
      codes.set(id, node)
      const contents = inlineSource(block, node.children ?? [], codes, count)
      parts.push({ Span: { id, type: 'link', contents } })
    } else {
      const id = `${block}${node.type === 'linebreak' ? 'br' : 'x'}${count.n}`
      codes.set(id, node)
      parts.push({
        Standalone: node.type === 'linebreak' ? { id, type: 'fmt', subType: 'xlf:lb' } : { id },
      })
    }
  }
  return parts
}

/** A rich text's XLIFF source, and the English node behind each code id. */
export function richTextSource(value: unknown): { source: XliffElement[]; codes: Codes } {
  const codes: Codes = new Map()
  if (!isRichText(value)) return { source: [], codes }
  const source = textBlocks(value.root.children).map((block, index): XliffElement => {
    const id = `b${index + 1}`
    codes.set(id, block)
    return { Span: { id, contents: inlineSource(id, block.children ?? [], codes) } }
  })
  return { source, codes }
}

const asList = (value: XliffValue | undefined): Array<string | XliffElement> =>
  value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]

export class MarkupError extends Error {}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

function inlineTarget(value: XliffValue | undefined, codes: Codes, used: Set<string>, format = 0) {
  const nodes: LexicalNode[] = []
  for (const part of asList(value)) {
    if (typeof part === 'string') {
      if (part) nodes.push(textNode(part, format))
      continue
    }
    const [kind, code] = Object.entries(part)[0] as [string, { id?: string; contents?: XliffValue }]
    const english = code?.id ? codes.get(code.id) : undefined
    if (!english || used.has(code.id!) || /^b\d+$/.test(code.id!))
      throw new MarkupError(`unknown or repeated code ${String(code?.id)}`)
    used.add(code.id!)
    if (kind === 'Standalone') {
      if (english.type === 'text' || english.type === 'link' || english.type === 'autolink')
        throw new MarkupError(`code ${code.id} must enclose text`)
      nodes.push(clone(english))
    } else if (english.type === 'text') {
      nodes.push(...inlineTarget(code.contents, codes, used, Number(english.format ?? 0)))
    } else if (english.type === 'link' || english.type === 'autolink') {
      nodes.push({ ...clone(english), children: inlineTarget(code.contents, codes, used, format) })
    } else throw new MarkupError(`code ${code.id} cannot enclose text`)
  }
  return nodes
}

/**
 * The Arabic rich text from a unit's target: the English document's shape
 * (blocks, list kinds, links' addresses, formatting) with the translated words,
 * right to left. Throws MarkupError when the target's codes are not the
 * source's: an unknown or repeated id, a block left out, a code out of place.
 */
export function richTextFromTarget(english: unknown, target: XliffValue): RichTextState {
  if (!isRichText(english)) throw new MarkupError('the English is not rich text')
  const tree = clone(english)
  const blocks = textBlocks(tree.root.children)
  const { codes } = richTextSource(english)
  const given = new Map<string, XliffValue | undefined>()
  for (const part of asList(target)) {
    if (typeof part === 'string') {
      if (part.trim()) throw new MarkupError('text outside the blocks')
      continue
    }
    const span = 'Span' in part ? part.Span : undefined
    if (!span || !/^b\d+$/.test(span.id) || given.has(span.id))
      throw new MarkupError(`unexpected code ${String(span?.id ?? Object.keys(part)[0])}`)
    given.set(span.id, span.contents)
  }
  if (given.size !== blocks.length || blocks.some((_, index) => !given.has(`b${index + 1}`)))
    throw new MarkupError('every block of the source must be in the target, once')
  const used = new Set<string>()
  blocks.forEach((block, index) => {
    block.children = inlineTarget(given.get(`b${index + 1}`), codes, used)
  })
  const rtl = (node: LexicalNode | RichTextState['root']) => {
    if ('direction' in node) (node as { direction: unknown }).direction = 'rtl'
    for (const child of (node.children ?? []) as LexicalNode[]) rtl(child)
  }
  rtl(tree.root)
  return tree
}

/** A value's words and codes in one comparable line: whitespace runs are one space. */
export function canonical(value: XliffValue | undefined): string {
  const line = asList(value)
    .map((part) => {
      if (typeof part === 'string') return part
      if ('Span' in part) return `[${part.Span.id}:${canonical(part.Span.contents)}]`
      return `{${part.Standalone.id}}`
    })
    .join('')
  return line.replace(/\s+/g, ' ').trim()
}

/** Every text inside a value, codes left out. */
export function wordsIn(value: XliffValue | undefined): string {
  return asList(value)
    .map((part) => {
      if (typeof part === 'string') return part
      return 'Span' in part ? wordsIn(part.Span.contents) : ''
    })
    .join('')
}
