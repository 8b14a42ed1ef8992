/** English texts of the owner's photos: the source of truth (every language `satisfies` it). */
export const en = {
  problems: {
    "not-an-image": "This file is not a photo: choose a JPEG, PNG, WebP or AVIF image.",
    "too-large": "This photo is too large: choose one under 30 MB.",
    "too-many-pixels": "This photo has too many pixels: choose one under 50 megapixels.",
    unreadable: "This photo could not be read: it may be damaged. Try another.",
    "unknown-place": "There is no such place for a photo.",
    "alt-required": "Describe the photo in {language}: people who cannot see it read this.",
    "alt-too-long": "The description in {language} is too long (200 characters at most).",
  },
};

export type PhotoTexts = typeof en;
