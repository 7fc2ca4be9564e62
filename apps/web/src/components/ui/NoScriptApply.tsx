import { Trans } from "@lingui/react/macro";
import { Button } from "./Button";

/**
 * Submits a page's filter form where scripting is off: with JavaScript every filter applies
 * itself and this is not shown (docs/decisions/216-browsing-forms-before-javascript.md).
 */
export function NoScriptApply({ form }: { form: string }) {
  return (
    <div className="hidden noscript:block">
      <Button type="submit" form={form} variant="outline">
        <Trans>Apply</Trans>
      </Button>
    </div>
  );
}
