import type { ReactNode } from "react";

/** A person's card on the landing page: square portrait, name, role line, then details. */
export function ProfileCard({
  name,
  imageUrl,
  subtitle,
  children,
}: {
  name: string;
  imageUrl: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <img
        src={imageUrl}
        alt={`Portrait of ${name}`}
        width={400}
        height={400}
        loading="lazy"
        decoding="async"
        className="aspect-square w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-bold">{name}</h3>
        <p className="text-sm font-semibold text-club-orange-dark">{subtitle}</p>
        {children}
      </div>
    </li>
  );
}
