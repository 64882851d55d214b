import { LoaderCircle, SendHorizontal } from 'lucide-react'

/**
 * The form's one decisive action: wider, taller and with its own icon, so it
 * does not read as one more of the page's links styled as buttons.
 */
export function SendButton({
  pending,
  copy: t,
}: {
  pending: boolean
  copy: { send: string; sending: string }
}) {
  return (
    <button
      type="submit"
      className="group inline-flex min-h-13 w-full items-center justify-center gap-2.5 rounded-xl bg-gradient-to-br from-brand to-brand-strong px-9 py-3.5 text-lg font-semibold text-white shadow-[0_10px_24px_-8px_rgba(15,118,110,0.65)] transition hover:from-brand-strong hover:to-ink hover:shadow-[0_14px_28px_-8px_rgba(15,118,110,0.75)] disabled:cursor-wait disabled:opacity-80 sm:w-auto"
    >
      {pending ? t.sending : t.send}
      {pending ? (
        <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
      ) : (
        <SendHorizontal
          aria-hidden="true"
          className="size-5 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
        />
      )}
    </button>
  )
}
