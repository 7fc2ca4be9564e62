import type { FormEvent, FormHTMLAttributes, ReactNode } from "react";
import { useLocation } from "react-router";
import { useLocalisedPath } from "../LocalisedLink";
import { renderContext } from "../../lib/render-context";

type PostFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "onSubmit" | "action"> & {
  /** The page whose route action takes the post, as its English path. */
  action?: string;
  /** What the route's action is asked to do, when it does more than one thing. */
  intent?: string;
  /** The page to come back to after the action; the current page unless said. */
  returnTo?: string;
  /** The enhanced path, once the page's script is live: the form is then not posted. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/**
 * A storefront action as an HTML form (docs/decisions/195-forms-before-javascript.md): before the
 * page's script arrives, or without it, the browser posts it to the page server, whose route
 * action does it and redirects back with the toast; once the page is live, `onSubmit` does it
 * in place as before. The post goes to the page's language's path, so a refusal the action renders
 * (a review without stars) comes back in the language it was sent from.
 */
export function PostForm({ intent, returnTo, onSubmit, children, action, ...props }: PostFormProps) {
  const location = useLocation();
  const localised = useLocalisedPath();
  const handle = onSubmit
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(event);
      }
    : undefined;
  return (
    <form method="post" onSubmit={handle} action={action && localised(action)} {...props}>
      <input type="hidden" name="_csrf" value={renderContext().csrf} />
      {intent && <input type="hidden" name="intent" value={intent} />}
      <input type="hidden" name="returnTo" value={returnTo ?? `${location.pathname}${location.search}`} />
      {children}
    </form>
  );
}

/** The value of the button that submitted the form (a stepper's quantity), as the browser's own post would send it. */
export function submitterValue(event: FormEvent<HTMLFormElement>): string {
  const { submitter } = event.nativeEvent as SubmitEvent;
  return submitter instanceof HTMLButtonElement ? submitter.value : "";
}
