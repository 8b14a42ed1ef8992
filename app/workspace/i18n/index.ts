import { en, type WorkspaceTexts } from "./en.ts";
import { es } from "./es.ts";

/** The workspace's languages: the business's own two. */
export const workspaceLangs = ["es", "en"] as const;
export type WorkspaceLang = (typeof workspaceLangs)[number];

export const workspaceTexts: Record<WorkspaceLang, WorkspaceTexts> = { en, es };
export type { WorkspaceTexts };
