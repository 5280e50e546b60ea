import { cx } from "~/components/ui/cx";

/** Errors about the whole form (not one field), announced when they appear. */
export function FormErrors({ errors, className }: { errors?: string[]; className?: string }) {
  if (!errors?.length) return null;
  return (
    <p role="alert" className={cx("rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900", className)}>
      {errors.join(" ")}
    </p>
  );
}
