import { listActiveBenefits } from "~/models/membership/benefits.server";

/** GET (public): the benefits of every tier that are switched on. */
export async function loader() {
  return Response.json(listActiveBenefits());
}
