import type { ReactNode } from "react";
import type { TeamMember as TeamMemberData } from "../components/content-types.ts";
import { Picture } from "../components/Picture.tsx";
import { previewRules } from "../components/preview.ts";
import { ReadMore } from "./ReadMore.tsx";
import "./team-member.css";

/**
 * A guide of the team: photo, name, role, what the page adds under the role (their certifications
 * and languages) and bio (cut at 200 characters, with its own expander).
 */
export function TeamMember({
  member,
  readMore,
  readLess,
  priority,
  children,
}: {
  member: TeamMemberData & { photoAlt?: string };
  readMore: string;
  readLess: string;
  /** The photo is above the fold as the page opens (see Picture). */
  priority?: boolean;
  children?: ReactNode;
}) {
  return (
    <article className="team-member below-fold" data-founder={member.founder || undefined} aria-labelledby={`member-${member.id}`}>
      <div className="team-member__photo">
        <Picture
          image={member.image}
          alt={member.photoAlt ?? member.name}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 90vw"
          priority={priority}
        />
      </div>
      <div className="team-member__body">
        <h2 className="team-member__name" id={`member-${member.id}`}>
          {member.name}
        </h2>
        <p className="team-member__role">{member.role}</p>
        {children}
        <ReadMore text={member.bio} rule={previewRules.bio} moreLabel={readMore} lessLabel={readLess} className="team-member__bio" />
      </div>
    </article>
  );
}
