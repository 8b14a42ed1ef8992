/**
 * The banner over a page seen with its drafts ("Ver cómo queda"): in the workspace's languages
 * (Spanish and English), since only a signed-in member sees it.
 */
export const en = {
  banner: "Draft: this is how the page will look once you publish it. Nobody else sees it.",
  back: "Back to the editor",
};

export type DraftTexts = typeof en;
