// A real SMTP server (smtp-server) in the test process: it records what it receives and can refuse
// recipients, for now (4xx) or for good (5xx), to exercise the mail queue's retries.
import type net from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string; messageId: string };

export type SmtpOptions = {
  /** Decides each RCPT TO: null accepts, a number refuses with that reply code. `tries` counts from 1 per address. */
  refuse?: (address: string, tries: number) => number | null;
  /** Holds each message this long before accepting it (a slow server). */
  delayMs?: number;
  /** Listens on this port (default: any free one). */
  port?: number;
  /** Called with each message once it is accepted. */
  onReceived?: (mail: ReceivedMail) => void;
};

export type TestSmtpServer = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** The most messages that were being received at the same moment. */
  maxConcurrent: () => number;
  close: () => Promise<void>;
};

export async function startSmtpServer(options: SmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const tries = new Map<string, number>();
  let current = 0;
  let peak = 0;
  // A client that hangs up before the 250 reply to its data has not handed the message over (RFC 5321):
  // such a message is not counted as received, as a real server would not deliver it.
  const closed = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Lots of parallel test connections are fine here.
    maxClients: 1000,
    onRcptTo(address, _session, callback) {
      const n = (tries.get(address.address) ?? 0) + 1;
      tries.set(address.address, n);
      const code = options.refuse?.(address.address, n) ?? null;
      if (code) {
        const text = code >= 500 ? "Mailbox unavailable" : "Mailbox busy, try again later";
        return callback(Object.assign(new Error(`${text} (${address.address})`), { responseCode: code }));
      }
      callback();
    },
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      current++;
      peak = Math.max(peak, current);
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const finish = () => {
          current--;
          if (closed.has(session.id)) return callback(new Error("Connection closed"));
          const raw = Buffer.concat(chunks).toString("utf8");
          const mail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            messageId: /^Message-ID:\s*(.+?)\r?$/im.exec(raw)?.[1] ?? "",
          };
          received.push(mail);
          options.onReceived?.(mail);
          callback();
        };
        if (options.delayMs) setTimeout(finish, options.delayMs);
        else finish();
      });
    },
  });
  // Replies go out at once, as real mail servers send them (no Nagle delay on the 250 to the data).
  server.server.on("connection", (socket: net.Socket) => socket.setNoDelay(true));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    maxConcurrent: () => peak,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
