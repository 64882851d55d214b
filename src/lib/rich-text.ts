/**
 * Blog bodies are Lexical documents (JSON): what the admin's rich-text editor
 * stores. This module builds them (the seed, the migration of plain-text
 * bodies) and reads their words back (descriptions, excerpts), without Payload
 * or React, so both run in scripts, migrations and unit tests alike.
 */

import { splitParagraphs } from '@/lib/text'

export type TextDirection = 'ltr' | 'rtl' | null

type Base = { type: string; version: number; [key: string]: unknown }

export type LexicalNode = Base & { children?: LexicalNode[] }

export type RichTextState = {
  root: {
    type: 'root'
    children: LexicalNode[]
    direction: TextDirection
    format: '' | 'left' | 'start' | 'center' | 'right' | 'end' | 'justify'
    indent: number
    version: number
  }
}

/** Lexical's text format bits. */
export const TEXT_FORMAT = { bold: 1, italic: 2 } as const

/** A piece of a line: plain text, bold, italic or a link. */
export type Inline = string | { b: string } | { i: string } | { a: string; href: string }

/** A block of a body as the seed writes it. */
export type Block =
  | string
  | Inline[]
  | { h2: string }
  | { h3: string }
  | { h4: string }
  | { ul: Array<string | Inline[]> }
  | { ol: Array<string | Inline[]> }
  | { quote: string }
  | { image: number | string }

const element = (type: string, children: LexicalNode[], direction: TextDirection, extra = {}) => ({
  type,
  children,
  direction,
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export const textNode = (text: string, format = 0): LexicalNode => ({
  type: 'text',
  text,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

/** A line's text with its single line breaks kept (Lexical linebreak nodes). */
function linesOf(text: string): LexicalNode[] {
  const nodes: LexicalNode[] = []
  text.split('\n').forEach((line, index) => {
    if (index > 0) nodes.push({ type: 'linebreak', version: 1 })
    if (line) nodes.push(textNode(line))
  })
  return nodes
}

function inlineNodes(content: string | Inline[], direction: TextDirection): LexicalNode[] {
  if (typeof content === 'string') return linesOf(content)
  return content.flatMap((part): LexicalNode[] => {
    if (typeof part === 'string') return linesOf(part)
    if ('b' in part) return [textNode(part.b, TEXT_FORMAT.bold)]
    if ('i' in part) return [textNode(part.i, TEXT_FORMAT.italic)]
    return [
      element('link', [textNode(part.a)], direction, {
        version: 3,
        fields: { linkType: 'custom', url: part.href, newTab: false },
      }),
    ]
  })
}

const paragraph = (children: LexicalNode[], direction: TextDirection) =>
  element('paragraph', children, direction, { textFormat: 0, textStyle: '' })

function list(items: Array<string | Inline[]>, ordered: boolean, direction: TextDirection) {
  return element(
    'list',
    items.map((item, index) =>
      element('listitem', inlineNodes(item, direction), direction, { value: index + 1 }),
    ),
    direction,
    { listType: ordered ? 'number' : 'bullet', start: 1, tag: ordered ? 'ol' : 'ul' },
  )
}

function blockNode(block: Block, direction: TextDirection): LexicalNode {
  if (typeof block === 'string' || Array.isArray(block))
    return paragraph(inlineNodes(block, direction), direction)
  if ('h2' in block) return element('heading', linesOf(block.h2), direction, { tag: 'h2' })
  if ('h3' in block) return element('heading', linesOf(block.h3), direction, { tag: 'h3' })
  if ('h4' in block) return element('heading', linesOf(block.h4), direction, { tag: 'h4' })
  if ('ul' in block) return list(block.ul, false, direction)
  if ('ol' in block) return list(block.ol, true, direction)
  if ('quote' in block) return element('quote', linesOf(block.quote), direction)
  return {
    type: 'upload',
    relationTo: 'blog-images',
    value: block.image,
    fields: {},
    format: '',
    version: 3,
  }
}

export function richTextFromBlocks(blocks: Block[], direction: TextDirection): RichTextState {
  return {
    root: {
      type: 'root',
      children: blocks.map((block) => blockNode(block, direction)),
      direction,
      format: '',
      indent: 0,
      version: 1,
    },
  }
}

/**
 * A plain-text body as rich text: one paragraph per blank-line-separated
 * block, single line breaks kept. Nothing in the text is read as markup, so
 * what staff wrote is what visitors read. Null for a body with no words.
 */
export function richTextFromPlainText(
  text: string | null | undefined,
  direction: TextDirection,
): RichTextState | null {
  const paragraphs = splitParagraphs(text)
  return paragraphs.length ? richTextFromBlocks(paragraphs, direction) : null
}

export function isRichText(value: unknown): value is RichTextState {
  if (!value || typeof value !== 'object') return false
  const root = (value as { root?: unknown }).root
  return (
    !!root && typeof root === 'object' && Array.isArray((root as { children?: unknown }).children)
  )
}

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'quote', 'list', 'listitem'])

function textOf(node: LexicalNode): string {
  if (node.type === 'text') return typeof node.text === 'string' ? node.text : ''
  if (node.type === 'linebreak') return '\n'
  if (node.type === 'tab') return '\t'
  if (!Array.isArray(node.children)) return ''
  if (node.type === 'list')
    return node.children
      .map(textOf)
      .filter((item) => item.trim())
      .join('\n')
  return node.children.map(textOf).join('')
}

/**
 * The words of a body, blocks separated by blank lines (list items by single
 * line breaks), images left out: for search descriptions, excerpts and
 * anything else that needs text.
 */
export function plainTextOf(value: unknown): string {
  if (!isRichText(value)) return typeof value === 'string' ? value : ''
  return value.root.children
    .map((node) => (BLOCK_TYPES.has(node.type) ? textOf(node) : ''))
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n\n')
}

/** The images a body shows inline, as ids of blog-images (populated or not). */
export function inlineImageIds(value: unknown): Array<number | string> {
  if (!isRichText(value)) return []
  const ids: Array<number | string> = []
  const visit = (nodes: LexicalNode[]) => {
    for (const node of nodes) {
      if (node.type === 'upload') {
        const ref = node.value as unknown
        const id =
          ref && typeof ref === 'object' ? (ref as { id?: number | string }).id : (ref as number)
        if (id !== undefined && id !== null) ids.push(id)
      }
      if (Array.isArray(node.children)) visit(node.children)
    }
  }
  visit(value.root.children)
  return ids
}
