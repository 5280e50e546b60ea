import { useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * After a form submission that comes back with errors (the page is not reloaded with JavaScript on),
 * focus the first field in error, so a keyboard or screen reader user lands on what to fix (its
 * message is tied to it by aria-describedby). A form that already moved focus to a field in error,
 * an error summary or its message is left alone: only focus still on the submit button (or nowhere) moves.
 */
export function useFocusFirstErrorAfterSubmit() {
  const navigation = useNavigation();
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting") submitted.current = true;
    if (navigation.state !== "idle" || !submitted.current) return;
    submitted.current = false;
    const active = document.activeElement;
    const focusStayed = !active || active === document.body || (active instanceof HTMLButtonElement && active.type === "submit");
    if (!focusStayed) return;
    document.querySelector<HTMLElement>('#main [aria-invalid="true"]')?.focus();
  }, [navigation.state]);
}
