// Money shown to people: whole Kenyan shillings in the Kenyan locale ("KES 2,500"), the same on the
// server and in the browser.
const kes = new Intl.NumberFormat("en-KE", {
  style: "currency",
  currency: "KES",
  currencyDisplay: "code",
  maximumFractionDigits: 0,
});

/** 2500 → "KES 2,500" (with an ordinary space, so texts and tests can match it). */
export const formatKes = (shillings: number) => kes.format(shillings).replace(/\s/g, " ");
