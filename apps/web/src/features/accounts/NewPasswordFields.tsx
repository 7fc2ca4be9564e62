import type { ComponentProps } from "react";
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
  return (
    <>
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        placeholder="At least 6 characters"
        {...newPassword}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        placeholder="Type it again"
        {...confirmPassword}
      />
    </>
  );
}
