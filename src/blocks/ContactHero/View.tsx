import type { ContactHeroBlock } from '@/payload-types'

/** The contact page's opening band, lighter than the other pages' heroes: straight to the form. */
export function ContactHeroView({ block }: { block: ContactHeroBlock }) {
  return (
    <section className="bg-gradient-to-br from-brand to-ink px-4 pb-16 pt-28 text-white sm:px-6 lg:px-8">
      <div className="mx-auto max-w-[1200px]">
        {block.eyebrow ? (
          <p className="text-sm font-semibold text-brand-soft">{block.eyebrow}</p>
        ) : null}
        <h1 className="mt-3 max-w-3xl text-4xl font-bold sm:text-5xl">{block.title}</h1>
        {block.lead ? <p className="mt-4 max-w-2xl text-lg text-white/90">{block.lead}</p> : null}
      </div>
    </section>
  )
}
