// The grid's anchor, and each photo's: after a change the page comes back beside the photo acted on.
export const GALLERY_ANCHOR = "gallery-photos";
export const photoAnchor = (id: number) => `photo-${id}`;
