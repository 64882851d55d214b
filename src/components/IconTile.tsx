import { Icon } from './Icon'

/** An icon on a soft brand tile (menus, cards, link lists); the tile's size and corners by class. */
export function IconTile({
  name,
  className = 'size-10 rounded-xl',
  iconClassName = 'size-5',
}: {
  name: string | null | undefined
  className?: string
  iconClassName?: string
}) {
  return (
    <span className={`grid shrink-0 place-items-center bg-brand-soft text-brand ${className}`}>
      <Icon name={name} className={iconClassName} />
    </span>
  )
}
