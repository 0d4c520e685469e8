/** The payment methods checkout accepts, as plain text badges (no third-party images). */
const paymentMethods = [
  'Apple Pay',
  'Google Pay',
  'Visa',
  'Mastercard',
  'American Express',
] as const;

/** Accepted-payment badges: two digital wallets and the accepted cards (SPEC §2). */
export function PaymentLogos() {
  return (
    <ul
      aria-label="Accepted payment methods"
      className="flex flex-wrap items-center justify-center gap-2"
    >
      {paymentMethods.map((method) => (
        <li
          key={method}
          className="rounded border border-border bg-background px-2 py-0.5 text-[11px] font-semibold text-muted-foreground"
        >
          {method}
        </li>
      ))}
    </ul>
  );
}
