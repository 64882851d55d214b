import Link from 'next/link'

type Related = { id: number; href: string; title: string; date: string; dateTime: string | null }

/**
 * The posts sharing the most topics with this one (sections/blog/topics.ts),
 * at the end of a post: title and date, plain links. Nothing when there are none.
 */
export function RelatedPosts({ posts, heading }: { posts: Related[]; heading: string }) {
  if (!posts.length) return null
  return (
    <section aria-labelledby="related-posts" className="mt-16 border-t border-slate-200 pt-10">
      <h2 id="related-posts" className="text-xl font-bold text-ink">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <Link
              href={post.href}
              className="group flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 transition-colors hover:border-brand hover:bg-surface"
            >
              {post.date ? (
                <time dateTime={post.dateTime ?? undefined} className="text-sm text-slate-600">
                  {post.date}
                </time>
              ) : null}
              <span className="line-clamp-3 font-semibold text-ink group-hover:text-brand-strong">
                {post.title}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
