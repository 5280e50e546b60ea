import { listAdministrators } from "~/models/staff.server";
import type { DirectoryPageQuery } from "~/schemas/staff";
import type { AdministratorsTabData } from "./administrators-tab";

export function loadAdministratorsTab({ q }: DirectoryPageQuery): AdministratorsTabData {
  return { administrators: listAdministrators(q) };
}
