import type { FocusEvent } from "react";
import { MOBILE_INPUT_MAX_LENGTH, normalizeMobile } from "@vayu/shared/mobile-input";
import { TextField, type TextFieldProps } from "./TextField";

/**
 * A mobile number input that takes the number as shoppers paste it ("+91 98765 43210")
 * and, once they move on, shows the 10 digits that will be saved (ADR 063).
 */
export function MobileNumberField({
  onChange,
  onBlur,
  ...rest
}: Omit<TextFieldProps, "type" | "inputMode" | "maxLength">) {
  function tidy(event: FocusEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const normalized = normalizeMobile(input.value);
    if (normalized !== input.value) {
      input.value = normalized;
      onChange?.(event);
    }
    onBlur?.(event);
  }
  return (
    <TextField
      type="tel"
      inputMode="tel"
      maxLength={MOBILE_INPUT_MAX_LENGTH}
      onChange={onChange}
      onBlur={tidy}
      {...rest}
    />
  );
}
