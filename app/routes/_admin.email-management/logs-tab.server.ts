import { listEmailLogs } from "~/models/mail-queue.server";
import { type EmailPageQuery } from "~/schemas/email";
import { LOG_PAGE_SIZE } from "~/config/email";
import type { LogsTabData } from "./logs-tab";

/** One page of the send log, filtered by status. */
export function loadLogsTab({ status, page }: EmailPageQuery): LogsTabData {
  const { rows, total } = listEmailLogs({ limit: LOG_PAGE_SIZE, offset: (page - 1) * LOG_PAGE_SIZE, status });
  return { rows, total, page, pageCount: Math.max(1, Math.ceil(total / LOG_PAGE_SIZE)), status: status ?? "" };
}
