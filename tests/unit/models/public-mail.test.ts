// The caps of mail that public forms cause (ADR 0019): per mailbox a day, per client (IPv4 address,
// IPv6 /56) in a burst window; the club's notices to its own office are never public mail.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";

Object.assign(process.env, { PUBLIC_MAIL_DAILY_LIMIT: "2", PUBLIC_MAIL_PER_IP_BURST: "3" });
const { queuePublicMail } = await import("~/models/mail-queue.server");

const mail = (to: string) => ({ to, subject: "Registration Received", text: "Thank you" });
const confirmation = (to: string, clientIp: string | null) => queuePublicMail(mail(to), { clientIp, visitorChoseRecipient: true });
const officeNotice = (clientIp: string) => queuePublicMail(mail("office@club.test"), { clientIp, visitorChoseRecipient: false });
const run = (sql: string, ...params: unknown[]) => getDb().$client.prepare(sql).run(...params);

describe("queuePublicMail", () => {
  it("caps one mailbox a day, case and spaces ignored, whoever sends", () => {
    expect(confirmation("Mama.Juma@example.com", "192.0.2.1").status).toBe("queued");
    expect(confirmation(" mama.juma@example.com", "192.0.2.2").status).toBe("queued");
    const third = confirmation("MAMA.JUMA@example.com", "192.0.2.3");
    expect(third).toMatchObject({ status: "skipped", errorMessage: expect.stringContaining("to this address") });
  });

  it("limits one client in a burst window, counting an IPv6 client by its /56, and no longer later", () => {
    const client = "2001:db8:40:100::";
    for (let i = 1; i <= 3; i++) expect(confirmation(`parent-${i}@example.com`, `${client}${i}`).status).toBe("queued");
    const fourth = confirmation("parent-4@example.com", "2001:db8:40:1ff:ffff:ffff:ffff:ffff");
    expect(fourth).toMatchObject({ status: "skipped", clientIp: "2001:db8:40:100::/56", errorMessage: expect.stringContaining("this client") });
    // Another client is not held back.
    expect(confirmation("parent-5@example.com", "2001:db8:40:200::1").status).toBe("queued");
    // Eleven minutes on, the client's mail goes again: there is no daily cap per address.
    run("UPDATE email_logs SET sent_at = ? WHERE client_ip = ?", new Date(Date.now() - 11 * 60_000).toISOString(), "2001:db8:40:100::/56");
    expect(confirmation("parent-6@example.com", `${client}6`).status).toBe("queued");
  });

  it("always queues the club office's notices, and never counts them against the client", () => {
    const shopper = "203.0.113.9";
    for (let i = 0; i < 10; i++) expect(officeNotice(shopper)).toMatchObject({ status: "queued", clientIp: null });
    for (let i = 1; i <= 3; i++) expect(confirmation(`buyer-${i}@example.com`, shopper).status).toBe("queued");
    expect(confirmation("buyer-4@example.com", shopper).status).toBe("skipped");
    // Past the client's limit, the office still hears about what its shoppers do.
    expect(officeNotice(shopper).status).toBe("queued");
  });
});
