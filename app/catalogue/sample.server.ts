/**
 * Sample content: the team members a fresh install starts with are invented (the seed's five
 * guides, their names, roles and biographies). Each stays "sample" until the owner replaces it:
 * while its name and its biography in every language are still the seed's (a changed name or
 * biography, or a member removed, is the owner's own). The policies start empty, so they are never
 * sample: while unwritten they are in the launch list as facts to set (./launch.ts). Decision 0122.
 */
import type { Catalogue, Entry } from "./model.ts";
import { seedEntries } from "./seed/entries.server.ts";

let seedTeam: Map<string, Entry<"team">> | undefined;

function seededTeam(): Map<string, Entry<"team">> {
  seedTeam ??= new Map(
    seedEntries()
      .filter((entry): entry is Entry<"team"> => entry.kind === "team")
      .map((entry) => [entry.key, entry]),
  );
  return seedTeam;
}

/** Whether a team member is still the seed's invented one. */
export function isSampleMember(member: Entry<"team">): boolean {
  const seed = seededTeam().get(member.key);
  if (!seed || seed.data.name.trim() !== member.data.name.trim()) return false;
  // Every biography the seed wrote is still there as written (a language the owner rewrote makes it theirs).
  return Object.entries(seed.texts).every(([lang, texts]) => {
    const own = member.texts[lang as keyof typeof member.texts]?.bio ?? "";
    return own.trim() === (texts?.bio ?? "").trim();
  });
}

/** The published team members still the seed's, in the team's order: their keys. */
export function sampleMembers(catalogue: Catalogue): string[] {
  return catalogue.team.filter(isSampleMember).map((member) => member.key);
}
