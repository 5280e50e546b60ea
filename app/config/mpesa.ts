// M-Pesa Express's words: what the customer is told about a payment and its next steps, and the
// refusals of the payment use cases. Browser-safe (the order and registration pages import it).

export const PHONE_MESSAGE = "Enter an M-Pesa phone number such as 0712 345 678 or +254 712 345 678";

/** What the customer can do next about a payment (the buttons' words are in the "payments" translations). */
export type NextStep = "check-status" | "try-again" | "pay-on-delivery";

export const PAYMENT_MESSAGES = {
  pending: "Check your phone and enter your M-Pesa PIN",
  paid: (receipt: string | null) => (receipt ? `Paid with M-Pesa. Receipt ${receipt}.` : "Paid with M-Pesa."),
  // Our words, not Daraja's ResultDesc ("Request cancelled by user"), which the payments admin still shows.
  cancelled: "You cancelled the M-Pesa payment on your phone. Nothing was charged.",
  insufficientFunds: "Your M-Pesa balance is not enough for this payment. Nothing was charged.",
  timeout: "Your phone did not answer the M-Pesa prompt in time. Nothing was charged.",
  failed: "M-Pesa could not complete the payment. Nothing was charged.",
  expired: "No answer came from M-Pesa in time. If you were charged, please contact the club office with your M-Pesa message.",
} as const;

/** Why a payment cannot be started, or a callback is refused. */
export const MPESA_MESSAGES = {
  unavailable: "Paying online with M-Pesa is not available. Please pay on delivery or at the club office.",
  orderNotFound: "Order not found",
  memberNotFound: "Member not found",
  orderPaid: "This order is already paid.",
  orderClosed: "This order can no longer be paid: it has been cancelled.",
  holdEnding: "This order is about to be released. Please place it again, or pay on delivery.",
  membershipNotPending: "This membership is not waiting for payment.",
  alreadyWaiting: "A payment is already waiting for your M-Pesa PIN. Check your phone, or try again in a few minutes.",
  tooManyPrompts: "Too many M-Pesa attempts. Please pay on delivery or at the club office.",
  tooManyFromConnection: "Too many M-Pesa requests have come from your connection in the last few minutes. Please wait a few minutes and try again, or pay on delivery or at the club office.",
  phoneDailyLimit: "This phone number has had as many M-Pesa requests as we send in one day. Please try again tomorrow, or pay on delivery or at the club office.",
  membershipHoldEnding: "This membership waited too long for payment and is about to expire. Please pay at the club office.",
  paymentNotFound: "Payment not found",
  notPending: "Only a payment still waiting for M-Pesa's answer can be re-checked.",
  neverAccepted: "M-Pesa never accepted this prompt: there is nothing to check. It expires by itself.",
  notPaid: "Only a paid payment can be finished.",
  alreadyFinished: (what: string, state: string) => `${what} is already ${state}: there is nothing to finish.`,
  cannotFinish: (what: string, state: string, receipt: string | null) =>
    `${what} ${state === "gone" ? "no longer exists" : `is ${state}`}, so this payment cannot be carried through to it. Refund the M-Pesa payment${receipt ? ` (receipt ${receipt})` : ""} to the customer by hand.`,
  unknownCallback: "Unknown payment",
  mismatchedCallback: "The callback does not belong to this payment",
} as const;
