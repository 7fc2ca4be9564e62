import type { FormEvent, ReactNode } from "react";

/**
 * The button of a menu or dialog that opens in place once the page is live, as a form that,
 * before or without JavaScript, goes to `to`: a page that shows the same thing by itself
 * (docs/decisions/213-dialogs-before-javascript.md). `children` holds the button, of type submit.
 */
export function GetForm({ to, onOpen, children }: { to: string; onOpen: () => void; children: ReactNode }) {
  const url = new URL(to, "http://store.invalid");
  const open = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onOpen();
  };
  return (
    <form method="get" action={`${url.pathname}${url.hash}`} onSubmit={open} className="contents">
      {[...url.searchParams].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
