import { StateMessage } from '@/components/StateMessage'
import { RetryButton } from './RetryButton'

/** The services list failure (docs/PRODUCT.md, What We Do page): the error prefix, the message and a retry that reloads. */
export function ServicesError({
  title,
  message,
  retry,
}: {
  title: string
  message: string
  retry: string
}) {
  return (
    <div data-testid="services-error" className="py-8">
      <StateMessage
        kind="error"
        title={title}
        message={message}
        action={<RetryButton label={retry} />}
      />
    </div>
  )
}
