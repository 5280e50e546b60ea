import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * The form of a button in an admin list row ("Archive", "Publish", "Approve"): a plain post that works
 * without JavaScript, its `fields` as hidden inputs, and `returnTo`, the list at the row's anchor (or
 * at the row that takes its place), where the person lands after it.
 */
export function RowActionForm({
  action,
  fields,
  returnTo,
  className,
  children,
}: {
  action?: string;
  fields: Record<string, string | number>;
  returnTo?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action} preventScrollReset className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {returnTo ? <input type="hidden" name="redirectTo" value={returnTo} /> : null}
      {children}
    </Form>
  );
}
