import type { ReactNode } from "react";
import { useT } from "~/utils/i18n";

/** A person's card on the landing page: square portrait, name, role line, then details (.profile-card in app/tailwind.css). */
export function ProfileCard({
  id,
  name,
  imageUrl,
  subtitle,
  children,
}: {
  /** The card's anchor, for links to this person from other pages. */
  id?: string;
  name: string;
  imageUrl: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  const t = useT("landing");
  return (
    <li id={id} className="profile-card">
      <img
        src={imageUrl}
        alt={t("staff.portraitOf", { name })}
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
