import type { SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'
import { RichText, type JSXConverters } from '@payloadcms/richtext-lexical/react'
import Image from 'next/image'
import type { ReactNode } from 'react'

import { serverUrl } from '@/lib/env'
import { isFallbackRichText } from '@/lib/fallback/marks'
import { TEXT_FORMAT, type LexicalNode, type RichTextState } from '@/lib/rich-text'
import { isExternalUrl, isSafeUrl } from '@/lib/safe-url'
import type { PostImage } from '@/lib/data'

/**
 * The post's body, rendered on the server into plain HTML: headings, lists,
 * quotes, links, inline images, bold and italic. Only these are drawn; any
 * other node a body might carry (pasted or written through the API) is left
 * out, text is always React text (never HTML), and a link whose address is not
 * safe keeps its words without becoming a link. No alignment or indent is
 * applied, so each language reads in its own direction (logical CSS only).
 */

type Node = LexicalNode & Record<string, unknown>
type Args = {
  node: Node
  nodesToJSX: (args: { nodes: SerializedLexicalNode[] }) => ReactNode[]
}

const children = ({ node, nodesToJSX }: Args) =>
  nodesToJSX({ nodes: (node.children ?? []) as unknown as SerializedLexicalNode[] })

const HEADINGS = {
  h2: 'mt-14 text-[1.5rem] leading-[1.25] font-bold text-ink text-balance sm:text-[1.75rem] rtl:leading-[1.45]',
  h3: 'mt-10 text-[1.25rem] leading-[1.3] font-bold text-ink sm:text-[1.375rem] rtl:leading-[1.5]',
  h4: 'mt-8 text-[1.125rem] leading-[1.4] font-semibold text-ink rtl:leading-[1.6]',
} as const

/** The page's h1 is the title: a body's h1 is drawn as h2, h5 and h6 as h4, so headings stay in order. */
function headingTag(tag: unknown): keyof typeof HEADINGS {
  if (tag === 'h3' || tag === 'h4') return tag
  if (tag === 'h5' || tag === 'h6') return 'h4'
  return 'h2'
}

function Text({ node }: { node: Node }) {
  const format = typeof node.format === 'number' ? node.format : 0
  let out: ReactNode = typeof node.text === 'string' ? node.text : ''
  // Arabic has no italics (the script breaks): emphasis is a heavier weight there.
  if (format & TEXT_FORMAT.italic) out = <em className="rtl:font-semibold rtl:not-italic">{out}</em>
  if (format & TEXT_FORMAT.bold) out = <strong className="font-semibold text-ink">{out}</strong>
  return <>{out}</>
}

function BodyLink({ node, content }: { node: Node; content: ReactNode }) {
  const fields = (node.fields ?? {}) as { url?: unknown; newTab?: unknown; linkType?: unknown }
  const url = typeof fields.url === 'string' ? fields.url.trim() : ''
  if (fields.linkType === 'internal' || !isSafeUrl(url)) return <>{content}</>
  const external = isExternalUrl(url, serverUrl())
  const newTab = fields.newTab === true
  return (
    <a
      href={url}
      className="font-medium text-brand underline decoration-brand/40 underline-offset-4 hover:text-brand-strong hover:decoration-brand-strong"
      {...(newTab ? { target: '_blank' } : {})}
      // Another site never gets a handle on this page or its address.
      {...(external || newTab ? { rel: 'noopener noreferrer' } : {})}
    >
      {content}
    </a>
  )
}

function InlineImage({ node }: { node: Node }) {
  const image = node.value as PostImage | undefined
  if (!image || typeof image !== 'object' || typeof image.url !== 'string') return null
  return (
    <figure className="my-10 overflow-hidden rounded-2xl bg-surface">
      <Image
        src={image.url}
        alt={image.alt}
        width={image.width}
        height={image.height}
        sizes="(min-width: 864px) 800px, 100vw"
        loading="lazy"
        className="h-auto w-full"
      />
    </figure>
  )
}

const converters: JSXConverters = {
  text: (args) => <Text node={args.node as unknown as Node} />,
  linebreak: () => <br />,
  tab: () => '\t',
  paragraph: (args) => {
    const content = children(args as unknown as Args)
    return content.length ? <p>{content}</p> : null
  },
  heading: (args) => {
    const node = args.node as unknown as Node
    const Tag = headingTag(node.tag)
    return <Tag className={HEADINGS[Tag]}>{children(args as unknown as Args)}</Tag>
  },
  list: (args) => {
    const node = args.node as unknown as Node
    const ordered = node.listType === 'number'
    const List = ordered ? 'ol' : 'ul'
    return (
      <List
        className={`space-y-2 ps-6 marker:text-brand ${ordered ? 'list-decimal marker:font-semibold' : 'list-disc'}`}
      >
        {children(args as unknown as Args)}
      </List>
    )
  },
  listitem: (args) => <li className="ps-1.5">{children(args as unknown as Args)}</li>,
  quote: (args) => (
    <blockquote className="rounded-e-2xl border-s-4 border-brand bg-surface py-4 ps-6 pe-5 text-[1.125rem] font-medium text-ink sm:text-[1.1875rem]">
      {children(args as unknown as Args)}
    </blockquote>
  ),
  link: (args) => (
    <BodyLink node={args.node as unknown as Node} content={children(args as unknown as Args)} />
  ),
  autolink: (args) => (
    <BodyLink node={args.node as unknown as Node} content={children(args as unknown as Args)} />
  ),
  upload: (args) => <InlineImage node={args.node as unknown as Node} />,
  // Anything else (tables, blocks, code pasted through the API) is not drawn.
  unknown: () => null,
}

/** The type of a body of rich text: size, measure and the space between its blocks. */
export const BODY_TYPE =
  'space-y-6 text-[1.0625rem] leading-[1.8] text-ink/90 sm:text-lg rtl:leading-[1.95]'

export function PostBody({ content }: { content: RichTextState | null }) {
  if (!content) return null
  // English shown in place of a missing Arabic body is said to be English (lib/fallback).
  const english = isFallbackRichText(content)
  return (
    <div
      {...(english ? { lang: 'en', dir: 'ltr' } : {})}
      data-post-body
      className={`mt-10 ${BODY_TYPE}`}
    >
      <BodyText content={content} />
    </div>
  )
}

/** Rich text drawn by the body's rules above: a post's body, a page's text section. */
export function BodyText({ content }: { content: RichTextState }) {
  return (
    <RichText
      data={content as never}
      converters={converters}
      disableContainer
      disableIndent
      disableTextAlign
    />
  )
}
