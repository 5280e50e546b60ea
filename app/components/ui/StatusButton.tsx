import { useNavigation } from "@remix-run/react";
import { forwardRef, useImperativeHandle, useRef } from "react";
import { Button, type ButtonProps } from "./Button";
import { Icon } from "./Icon";

export type StatusButtonProps = ButtonProps & {
  /** Shown instead of the children while this button's form is submitting, e.g. "Saving...". */
  pendingLabel?: string;
  /** Overrides the navigation-based state, e.g. `fetcher.state !== "idle"` for a fetcher form. */
  pending?: boolean;
};

function pathOf(url: string): string {
  return new URL(url, "http://x").pathname.replace(/\/+$/, "") || "/";
}

/**
 * A submit button that shows a spinner and `pendingLabel` while the form it belongs to is being
 * submitted through a navigation (`<Form>`). With several buttons (name="intent"), only the one
 * whose name/value was submitted shows the pending state. Without JavaScript it is a plain submit button.
 */
export const StatusButton = forwardRef<HTMLButtonElement, StatusButtonProps>(function StatusButton(
  { pendingLabel, pending, children, type = "submit", disabled, name, value, ...props },
  ref,
) {
  const innerRef = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => innerRef.current as HTMLButtonElement);
  const navigation = useNavigation();

  let isPending = pending;
  if (isPending === undefined) {
    isPending = false;
    if (navigation.state === "submitting" && navigation.formAction) {
      const form = innerRef.current?.form;
      const sameForm =
        !form ||
        (pathOf(form.action) === pathOf(navigation.formAction) &&
          (form.method || "get").toLowerCase() === String(navigation.formMethod ?? "get").toLowerCase());
      const sameButton =
        !name || value === undefined || navigation.formData?.get(name) === String(value);
      isPending = sameForm && sameButton;
    }
  }

  return (
    <Button
      ref={innerRef}
      type={type}
      name={name}
      value={value}
      disabled={disabled || isPending}
      aria-busy={isPending || undefined}
      {...props}
    >
      {isPending ? (
        <>
          <Icon name="loader-circle" className="animate-spin motion-reduce:animate-none" />
          {pendingLabel ?? children}
        </>
      ) : (
        children
      )}
    </Button>
  );
});
