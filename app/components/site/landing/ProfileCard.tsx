import type { ReactNode } from "react";

/** A person's card on the landing page: square portrait, name, role line, then details (.profile-card in app/tailwind.css). */
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
    <li className="profile-card">
      <img
        src={imageUrl}
        alt={`Portrait of ${name}`}
        width={400}
        height={400}
        loading="lazy"
      />
      <div>
        <h3>{name}</h3>
        <p>{subtitle}</p>
        {children}
      </div>
    </li>
  );
}
