import { Form } from "@remix-run/react";
import LogOut from "lucide-react/dist/esm/icons/log-out.js";
import { Badge } from "~/components/ui/Badge";
import { StatusButton } from "~/components/ui/StatusButton";
import { Table, TBody, TD, TH, THead, TR } from "~/components/ui/Table";
import { formatDateTime } from "~/utils/dates";
import { describeUserAgent } from "~/utils/user-agent";
import type { SettingsData } from "./route";

export function SessionsTab({ sessions }: Extract<SettingsData, { tab: "sessions" }>) {
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className="text-xl font-semibold">
        Your sessions
      </h2>
      <p className="mt-1 text-sm text-slate-600">Every browser or app signed in as you. Sign the others out if you do not recognise one.</p>
      <Table className="mt-3" containerClassName="bg-white" stackOnMobile>
        <THead>
          <TR>
            <TH>Device</TH>
            <TH>Signed in</TH>
            <TH>Last seen</TH>
          </TR>
        </THead>
        <TBody>
          {sessions.map((session) => (
            <TR key={session.id}>
              <TD className="font-semibold">
                {describeUserAgent(session.userAgent)}
                {session.current ? (
                  <Badge variant="success" className="ml-2">
                    this device
                  </Badge>
                ) : null}
              </TD>
              <TD label="Signed in">{formatDateTime(session.createdAt)}</TD>
              <TD label="Last seen">{session.lastSeenAt ? formatDateTime(session.lastSeenAt) : "Unknown"}</TD>
            </TR>
          ))}
        </TBody>
      </Table>
      <Form method="post" className="mt-4">
        <StatusButton name="intent" value="sign-out-other-sessions" variant="outline" pendingLabel="Signing out...">
          <LogOut aria-hidden="true" />
          Sign out other sessions
        </StatusButton>
      </Form>
    </section>
  );
}
