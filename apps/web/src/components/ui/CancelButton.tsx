import { LocalisedLink } from "../LocalisedLink";
import { Button, buttonClasses } from "./Button";

/**
 * Cancel: closes a dialog (a function), or leads back (a path) from the same form shown on a
 * page of its own, where it is before or without JavaScript (docs/decisions/213-dialogs-before-javascript.md).
 */
export function CancelButton({ cancel, disabled }: { cancel: (() => void) | string; disabled?: boolean }) {
  if (typeof cancel === "string")
    return (
      <LocalisedLink to={cancel} className={buttonClasses("outline")}>
        Cancel
      </LocalisedLink>
    );
  return (
    <Button variant="outline" onClick={cancel} disabled={disabled}>
      Cancel
    </Button>
  );
}
