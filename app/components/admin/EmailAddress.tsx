/**
 * An e-mail address that wraps where a reader expects it to: before the "@" (and after the dots of
 * the domain), never in the middle of a name, unless one part alone is wider than its column
 * (`overflow-wrap: break-word` only then).
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at <= 0) return <span className="break-words">{address}</span>;
  const domainParts = address.slice(at + 1).split(".");
  return (
    <span className="break-words">
      {address.slice(0, at)}
      <wbr />@
      {domainParts.map((part, index) => (
        <span key={index}>
          {index > 0 ? "." : null}
          {part}
          {index < domainParts.length - 1 ? <wbr /> : null}
        </span>
      ))}
    </span>
  );
}
