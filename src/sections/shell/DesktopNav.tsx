import { ChevronDown } from 'lucide-react'
import { PANEL_WIDTH, type HeaderItem } from './header-item'
import { MenuAnchor } from './MenuAnchor'
import type { HeaderMenus } from './use-header-menus'

const linkTone =
  'text-white/90 hover:text-white group-data-[solid]/header:text-ink/80 group-data-[solid]/header:hover:text-brand'
const currentTone =
  'aria-[current=page]:text-white group-data-[solid]/header:aria-[current=page]:text-brand'

/** The wide-screen navigation: links, and the dropdowns (services, stories) as disclosures. */
export function DesktopNav({
  items,
  label,
  newTab,
  menus,
}: {
  items: HeaderItem[]
  label: string
  newTab: string
  menus: HeaderMenus
}) {
  const {
    baseId,
    openMenu,
    triggerRefs,
    isCurrent,
    inSection,
    onMenuKeyDown,
    onMenuBlur,
    onMenuPointerEnter,
    onMenuPointerLeave,
    onTriggerClick,
    syncToggle,
    onPanelClick,
  } = menus
  return (
    <nav aria-label={label} className="hidden h-full lg:block">
      <ul className="flex h-full items-center gap-0.5 xl:gap-2">
        {items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.id}>
              <MenuAnchor
                link={item.link}
                newTab={newTab}
                current={!item.link.external && isCurrent(item.link.href)}
                className={`relative inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-[15px] font-medium whitespace-nowrap transition-colors lg:max-[1087px]:px-1.5 xl:px-2.5 ${linkTone} ${currentTone} after:absolute after:inset-x-2 after:bottom-1 lg:max-[1087px]:after:inset-x-1.5 after:h-0.5 after:rounded-full after:bg-current after:opacity-0 aria-[current=page]:after:opacity-100 xl:after:inset-x-2.5`}
              />
            </li>
          ) : (
            <li
              key={item.id}
              onKeyDown={onMenuKeyDown(item.id)}
              onBlur={onMenuBlur(item.id)}
              onPointerEnter={onMenuPointerEnter(item.id)}
              onPointerLeave={onMenuPointerLeave(item.id)}
              className="flex h-full items-center"
            >
              {/* One name for both: without JavaScript, opening one closes the other. */}
              <details
                name={`${baseId}-dropdowns`}
                data-menu={item.id}
                open={openMenu === item.id}
                onToggle={syncToggle(item.id)}
                className="group/menu"
              >
                <summary
                  ref={(node) => {
                    triggerRefs.current[item.id] = node
                  }}
                  onClick={onTriggerClick(item.id)}
                  data-section-current={item.sections.some(inSection) ? '' : undefined}
                  className={`inline-flex min-h-10 cursor-pointer list-none items-center gap-1 rounded-md px-2 text-[15px] font-medium whitespace-nowrap transition-colors select-none lg:max-[1087px]:px-1.5 xl:px-2.5 [&::-webkit-details-marker]:hidden ${linkTone} data-[section-current]:text-white group-data-[solid]/header:data-[section-current]:text-brand`}
                >
                  {item.label}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 transition-transform duration-200 group-open/menu:rotate-180"
                  />
                </summary>
                <div
                  id={`${baseId}-${item.id}`}
                  onClick={onPanelClick}
                  className={`absolute inset-x-4 top-full mx-auto pt-1 text-ink sm:inset-x-6 lg:inset-x-8 ${PANEL_WIDTH[item.width]}`}
                >
                  {item.panel}
                </div>
              </details>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
