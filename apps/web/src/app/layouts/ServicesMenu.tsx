import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, SERVICE_PAGES, SERVICES_DROPDOWN_CLOSE_MS } from '@navette/shared';
import { ChevronDownIcon } from '../../components/Icons';

/**
 * Desktop services dropdown (disclosure pattern): opens on hover or on the button, closes
 * 300 ms after the pointer leaves (docs/product/public-site.md#services-dropdown), on Escape, when focus leaves it, or on a choice.
 */
export const ServicesMenu = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // a mouse click on the button right after the hover opened the menu must not close it again
  const openedByHover = useRef(false);
  const isActive = pathname.startsWith('/services/');

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const onPointerEnter = (event: PointerEvent) => {
    // a tap would open on enter then close on click: touch uses the button only
    if (event.pointerType === 'touch') return;
    cancelClose();
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    cancelClose();
    closeTimer.current = setTimeout(() => {
      openedByHover.current = false;
      setOpen(false);
    }, SERVICES_DROPDOWN_CLOSE_MS);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  const focusItem = (index: number) => {
    const links = list.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!links || links.length === 0) return;
    links[(index + links.length) % links.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const links = Array.from(list.current?.querySelectorAll('a') ?? []);
    const index = links.findIndex((link) => link === document.activeElement);
    if (!open) {
      setOpen(true);
      requestAnimationFrame(() => focusItem(event.key === 'ArrowDown' ? 0 : -1));
      return;
    }
    focusItem(index === -1 ? 0 : index + (event.key === 'ArrowDown' ? 1 : -1));
  };

  return (
    <div
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          const keepOpen = openedByHover.current;
          openedByHover.current = false;
          setOpen((value) => keepOpen || !value);
        }}
        className={`inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-2.5 text-sm font-medium transition-colors hover:text-gold-400 ${
          isActive ? 'text-gold-400' : 'text-white'
        }`}
      >
        {t('nav.services')}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        ref={list}
        id={menuId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-1 w-80 rounded-xl bg-white p-2 text-ink-900 shadow-raised"
      >
        {SERVICE_PAGES.map((name) => (
          <li key={name}>
            <NavLink
              to={ROUTES[name]}
              onClick={() => setOpen(false)}
              className={({ isActive: current }) =>
                `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium hover:bg-gold-50 ${
                  current ? 'bg-gold-50 text-gold-700' : ''
                }`
              }
            >
              {t(`pages.${name}.title`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
};
