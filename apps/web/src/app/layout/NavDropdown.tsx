import { ChevronDown } from "lucide-react";
import {
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useDomId } from "../../lib/use-dom-id";

const focusableLinks = (panel: HTMLElement | null) =>
  Array.from(panel?.querySelectorAll<HTMLAnchorElement>('a[href]:not([tabindex="-1"])') ?? []);

/**
 * A disclosure menu for site navigation: the button toggles a panel of links, hover opens it
 * for the mouse, ArrowDown opens it and focuses the first link, arrows move between links,
 * Escape closes it and returns focus to the button, and leaving it (focus or pointer) closes it.
 */
export function NavDropdown({
  label,
  children,
  className = "relative",
  panelClassName,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  panelClassName: string;
}) {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useDomId();

  const focusLink = (index: number) => {
    const links = focusableLinks(panel.current);
    links.at(index % Math.max(links.length, 1))?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    setOpen(true);
    // The panel renders its links on this commit; focus them on the next frame.
    requestAnimationFrame(() => focusLink(0));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const links = focusableLinks(panel.current);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (current === -1) return;
    event.preventDefault();
    focusLink(event.key === "ArrowDown" ? current + 1 : current - 1 + links.length);
  };

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("a")) setOpen(false);
  };

  return (
    <div
      className={className}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onKeyDown={onButtonKeyDown}
        onClick={() => {
          // A click on a menu the pointer just opened keeps it open rather than closing it at once.
          setOpen((wasOpen) => (openedByHover.current ? true : !wasOpen));
          openedByHover.current = false;
        }}
        className={`inline-flex h-10 items-center gap-1 rounded-lg px-3 text-[0.94rem] font-semibold transition-colors ${open ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-ink"}`}
      >
        {label}
        <ChevronDown className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden />
      </button>
      {/* Links rendered only while open: closed, they were markup every page sent, hydrated and styled for nothing (docs/decisions/181-menus-rendered-when-open.md). */}
      <div ref={panel} id={panelId} hidden={!open} onClick={onPanelClick} className={panelClassName}>
        {open && children}
      </div>
    </div>
  );
}
