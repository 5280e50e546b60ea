// The Delete Photo confirmation (`?delete=<id>`). Its intent's action is in __delete-photo-dialog.server.ts.
import { Form, Link } from "@remix-run/react";
import Trash2 from "lucide-react/dist/esm/icons/trash-2.js";
import { PhotoImage } from "~/components/admin/gallery/PhotoImage";
import { buttonClasses } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { StatusButton } from "~/components/ui/StatusButton";
import type { AdminPhoto } from "~/models/gallery.server";
import { GALLERY_MESSAGES } from "~/config/gallery";

export function DeletePhotoDialog({ photo }: { photo: AdminPhoto }) {
  return (
    <Dialog
      title="Delete Photo"
      description={GALLERY_MESSAGES.deleteConfirm}
      closeHref={`/gallery-admin#photo-${photo.id}`}
      size="sm"
      footer={
        <>
          <Link to={`/gallery-admin#photo-${photo.id}`} className={buttonClasses("outline")}>
            Cancel
          </Link>
          <Form method="post" action="/gallery-admin">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={photo.id} />
            <StatusButton variant="destructive" pendingLabel="Deleting..." className="w-full">
              <Trash2 aria-hidden="true" />
              Delete Photo
            </StatusButton>
          </Form>
        </>
      }
    >
      <div className="overflow-hidden rounded-md">
        <PhotoImage src={photo.imageUrl} alt={photo.alt} missing={photo.missing} sizes="24rem" />
      </div>
      <p className="mt-2 text-sm text-slate-700">{photo.alt}</p>
    </Dialog>
  );
}
