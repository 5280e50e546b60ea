import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { buttonClasses, type ButtonVariant } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { StatusButton } from "~/components/ui/StatusButton";

/**
 * The confirmation step of an admin action that cannot be taken back or that e-mails someone
 * (approve, reject, cancel an order, mark it paid): the row's action is a link that opens this dialog
 * (`?approve=<id>`, `?change=paid`, …), which says what will happen and who is e-mailed, and posts the
 * action only from its own button. A link and a form, so it works the same without JavaScript.
 */
export function ConfirmActionDialog({
  title,
  closeHref,
  action,
  fields,
  confirmLabel,
  cancelLabel = "Cancel",
  pendingLabel,
  variant = "default",
  formId,
  children,
}: {
  title: string;
  /** Cancel, the backdrop and Escape: back to where the action was chosen. */
  closeHref: string;
  /** The route the form posts to. */
  action: string;
  /** The form's fields (intent, id, redirectTo, …). */
  fields: Record<string, string | number>;
  confirmLabel: string;
  /** The way back without acting ("Keep order" where the action itself is called "Cancel order"). */
  cancelLabel?: string;
  pendingLabel: string;
  variant?: ButtonVariant;
  /**
   * The form's id, for a choice the confirmation asks for (a team): a control in `children` with
   * `form={formId}` is sent with it, without JavaScript too.
   */
  formId?: string;
  /** What happens, and who gets which e-mail at which address. */
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      closeHref={closeHref}
      size="md"
      footer={
        <>
          <Link to={closeHref} preventScrollReset className={buttonClasses("outline")}>
            {cancelLabel}
          </Link>
          <Form id={formId} method="post" action={action} preventScrollReset>
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <StatusButton variant={variant} pendingLabel={pendingLabel} className="w-full" data-autofocus>
              {confirmLabel}
            </StatusButton>
          </Form>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">{children}</div>
    </Dialog>
  );
}
