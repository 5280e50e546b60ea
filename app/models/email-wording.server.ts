// The words the code writes into the placeholders of the mails the public receives (an order's lines
// and status, how to pay, a sign-in link's lifetime, a membership's next step), in each language.
// The templates around them are stored per language (email_templates); these values must be in the
// same language, and so must their dates and shillings.
import { type Language } from "~/config/i18n";
import { ORDER_STATUS_TEXT, type OrderStatus } from "~/config/shop";
import { formatClockTime } from "~/utils/dates";
import { interpolate } from "~/utils/i18n";
import { teamNameIn } from "~/utils/team-name";
import { formatKes } from "~/utils/money";
import enFixtures from "~/locales/en/fixtures.json";
import swFixtures from "~/locales/sw/fixtures.json";
import swShopMessages from "~/locales/sw/messages/shop.json";
import { tierOf, tierPriceLabel, type MembershipType } from "~/utils/membership";

/** How a customer pays when they do not pay with M-Pesa at checkout. */
export const PAY_ON_DELIVERY_TEXT =
  "Pay on delivery or at the club office: cash or M-Pesa when your order is handed over. " + "Nothing has been charged yet.";

type OrderLineText = { name: string; size: string | null; color: string | null; quantity: number; unitPrice: number };

/** What a new member does next: the sign-in link now, after paying at the office, or after M-Pesa. */
export type WelcomeStep =
  | { paying: "nothing"; signIn: string }
  | { paying: "office"; membershipType: MembershipType; signIn: string }
  // `signInPage`: where a member asks for a sign-in link, which lands them on "Pay now with M-Pesa" while unpaid.
  | { paying: "mpesa"; membershipType: MembershipType; signInPage: string };

export type MailWording = {
  /** The one word an order's status is in a subject ("Your order #12 is paid"). */
  orderStatus: Record<OrderStatus, string>;
  /** The sentence that says what the status means for the customer. */
  orderStatusText: Record<OrderStatus, string>;
  /** Added to the status sentence when an M-Pesa payment settled the order. */
  mpesaPaid: (receipt: string | null) => string;
  /** A customer who gave no phone number. */
  notGiven: string;
  /** "2 × Home Jersey (M, Orange) at KES 3,500 = KES 7,000" */
  orderLine: (line: OrderLineText) => string;
  payOnDelivery: (orderId: number) => string;
  payNowWithMpesa: string;
  /** The sign-in link's lifetime, after the link. */
  linkLifetime: (minutes: number) => string;
  /** The welcome mail's sentence around the first sign-in link. */
  signInSentence: (url: string, lifetime: string) => string;
  welcomeNextStep: (step: WelcomeStep) => string;
  tierName: (type: MembershipType) => string;
  /** The fallback when no academy training day is coming up in the next week. */
  nextAcademySession: string;
  /** A time of day "HH:MM" (Nairobi) as the language writes it: "4:00 PM", "saa 10:00 jioni (16:00)". */
  time: (clock: string) => string;
  /** Where a first training has no session in the team's week to name. */
  timeToBeConfirmed: string;
  /** Between the two sides of a match, as the fixtures pages write it: "Rising Stars FC U-13 v Kibera Lions". */
  versus: string;
  /** The match result mail's sentence naming our scorers ("Brian Okoth (2), Kevin Mwangi"). */
  ourScorers: (names: string) => string;
  /** The squad a newly approved child joins, as the approval mail names it ("Under-11s", "Chini ya Miaka 11"); the academy's while no team is chosen. */
  squadName: (teamName: string | null) => string;
};

const optionsOf = (line: OrderLineText) => {
  const options = [line.size, line.color].filter(Boolean).join(", ");
  return options ? ` (${options})` : "";
};

const en: MailWording = {
  orderStatus: { pending: "pending", paid: "paid", dispatched: "dispatched", delivered: "delivered", cancelled: "cancelled" },
  orderStatusText: ORDER_STATUS_TEXT,
  mpesaPaid: (receipt) => (receipt ? `M-Pesa receipt ${receipt}.` : "Paid with M-Pesa."),
  notGiven: "not given",
  orderLine: (line) =>
    `${line.quantity} × ${line.name}${optionsOf(line)} at ${formatKes(line.unitPrice, "en")} = ${formatKes(line.quantity * line.unitPrice, "en")}`,
  payOnDelivery: (orderId) => `${PAY_ON_DELIVERY_TEXT} Please have the order number #${orderId} ready.`,
  payNowWithMpesa:
    "Pay now with M-Pesa: we are sending a payment request to your phone, so check your phone and enter your M-Pesa PIN. " +
    "The order page below shows the status of the payment; if it does not go through, you can try again there or pay on delivery instead.",
  linkLifetime: (minutes) => `It works once, within ${minutes} minutes.`,
  signInSentence: (url, lifetime) =>
    `To read members-only content on our website, sign in with this link: ${url} ${lifetime} Later you can ask for a new link on the Fan Membership page.`,
  welcomeNextStep: (step) => {
    if (step.paying === "nothing") return `Your membership is active now. ${step.signIn}`;
    const membership = `Your ${tierOf(step.membershipType).name} membership (${tierPriceLabel(step.membershipType)})`;
    if (step.paying === "office") return `${membership} becomes active once you have paid at the club office. ${step.signIn}`;
    return `${membership} becomes active as soon as your M-Pesa payment is confirmed, and we will then e-mail you a link to sign in and read members-only content on our website. If the payment does not go through, ask for a sign-in link at ${step.signInPage}: signing in takes you to "Pay now with M-Pesa" again. Or pay at the club office instead.`;
  },
  tierName: (type) => tierOf(type).name,
  nextAcademySession: "the next academy session",
  time: (clock) => formatClockTime(clock, "en"),
  timeToBeConfirmed: "a time the academy office will confirm",
  versus: enFixtures.match.versus,
  ourScorers: (names) => `${enFixtures.match.scorers}: ${names}.`,
  squadName: (teamName) => teamName ?? "academy",
};

const SW_TIER_NAMES: Record<MembershipType, string> = { regular: "Shabiki wa Kawaida", premium: "Shabiki wa Premium", vip: "Shabiki wa VIP" };
const swTierPrice = (type: MembershipType) => {
  const { price } = tierOf(type);
  return price === 0 ? "bure" : `${formatKes(price, "sw")} kwa mwaka`;
};

/** Each English text in Swahili, from the shop's message file (the English where it has none). */
const swahiliOf = <K extends string>(texts: Record<K, string>): Record<K, string> =>
  Object.fromEntries(Object.entries<string>(texts).map(([key, text]) => [key, (swShopMessages as Record<string, string>)[text] ?? text])) as Record<K, string>;

const sw: MailWording = {
  orderStatus: {
    pending: "inasubiri",
    paid: "imelipwa",
    dispatched: "imetumwa",
    delivered: "imefikishwa",
    cancelled: "imeghairiwa",
  },
  // The same sentences the order page shows (one Swahili wording, kept with the shop's messages).
  orderStatusText: swahiliOf(ORDER_STATUS_TEXT),
  mpesaPaid: (receipt) => (receipt ? `Risiti ya M-Pesa: ${receipt}.` : "Imelipwa kwa M-Pesa."),
  notGiven: "haikutolewa",
  orderLine: (line) =>
    `${line.quantity} × ${line.name}${optionsOf(line)} kwa ${formatKes(line.unitPrice, "sw")} = ${formatKes(line.quantity * line.unitPrice, "sw")}`,
  // The same sentences the order and checkout pages show (the shop's Swahili messages): one wording.
  payOnDelivery: (orderId) => `${swahiliOf({ text: PAY_ON_DELIVERY_TEXT }).text} Tafadhali kuwa na nambari ya oda #${orderId} tayari.`,
  payNowWithMpesa: swahiliOf({ text: en.payNowWithMpesa }).text,
  linkLifetime: (minutes) => `Kiungo hiki kinatumika mara moja tu, ndani ya dakika ${minutes}.`,
  signInSentence: (url, lifetime) =>
    `Ili kusoma maudhui ya wanachama pekee kwenye tovuti yetu, ingia kwa kiungo hiki: ${url} ${lifetime} Baadaye unaweza kuomba kiungo kipya kwenye ukurasa wa Uanachama wa Mashabiki.`,
  welcomeNextStep: (step) => {
    if (step.paying === "nothing") return `Uanachama wako umeanza kutumika sasa. ${step.signIn}`;
    const membership = `Uanachama wako (${SW_TIER_NAMES[step.membershipType]}, ${swTierPrice(step.membershipType)})`;
    if (step.paying === "office") return `${membership} utaanza kutumika mara tu utakapolipa katika ofisi ya klabu. ${step.signIn}`;
    return `${membership} utaanza kutumika mara tu malipo yako ya M-Pesa yatakapothibitishwa, kisha tutakutumia kiungo cha kuingia ili usome maudhui ya wanachama pekee kwenye tovuti yetu. Malipo yasipofanikiwa, omba kiungo cha kuingia kwenye ${step.signInPage}: ukiingia utapelekwa tena kwenye "Lipa sasa kwa M-Pesa". Au lipa katika ofisi ya klabu badala yake.`;
  },
  tierName: (type) => SW_TIER_NAMES[type],
  nextAcademySession: "kipindi kijacho cha mazoezi ya akademia",
  time: (clock) => formatClockTime(clock, "sw"),
  timeToBeConfirmed: "saa ambayo ofisi ya akademia itakuthibitishia",
  versus: swFixtures.match.versus,
  ourScorers: (names) => `${swFixtures.match.scorers}: ${names}.`,
  squadName: (teamName) => (teamName ? teamNameIn(teamName, "sw", (key, values) => interpolate(swFixtures.teamNames[key === "teamNames.under" ? "under" : "senior"], values)) : "akademia"),
};

const WORDING: Record<Language, MailWording> = { en, sw };

/** The words for a mail to someone who uses `language`. */
export const mailWording = (language: Language): MailWording => WORDING[language];
