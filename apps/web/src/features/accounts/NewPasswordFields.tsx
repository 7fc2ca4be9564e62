import type { ComponentProps } from "react";
import { useLingui } from "@lingui/react/macro";
import { PasswordField } from "../../components/ui/TextField";

type FieldProps = Omit<ComponentProps<typeof PasswordField>, "label">;

/** The new password and its confirmation, as a reset and a change of password both ask for them. */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
}: {
  newPassword: FieldProps;
  confirmPassword: FieldProps;
}) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        label={t`New Password`}
        autoComplete="new-password"
        placeholder={t`At least 6 characters`}
        {...newPassword}
      />
      <PasswordField
        label={t`Confirm Password`}
        autoComplete="new-password"
        placeholder={t`Type it again`}
        {...confirmPassword}
      />
    </>
  );
}
