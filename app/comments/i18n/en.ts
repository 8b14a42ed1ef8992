/**
 * English texts of the comments section: the source of truth. Every other language
 * `satisfies CommentTexts`, so a missing or extra key fails the type check.
 * `{name}`, `{megabytes}` and friends are filled in by `format()`.
 */
export const en = {
  title: "Comments",
  formTitle: "Leave a comment",
  name: "Name",
  comment: "Comment",
  photo: "Photo (optional)",
  photoHint: "One image file, up to {megabytes} MB. It appears as your avatar.",
  honeypot: "Leave this field empty",
  submit: "Post comment",
  submitting: "Posting…",
  recent: "Recent comments",
  none: "There are no comments in this section yet.",
  enlargePhoto: "Enlarge the photo shared by {name}",
  photoAlt: "Photo shared by {name}",
  close: "Close",
  newComment: "New comment from {name}",
  saved: "Thank you! Your comment has been posted.",
  photoNotUsed: {
    "too-large": "Your comment was posted, but the photo was larger than {megabytes} MB, so it was not used.",
    "not-an-image": "Your comment was posted, but the file was not a picture we can show, so it was not used.",
    "too-many-pixels": "Your comment was posted, but the photo had too many pixels, so it was not used.",
    unreadable: "Your comment was posted, but the photo could not be read, so it was not used.",
    empty: "Your comment was posted, but the photo file was empty, so there was no photo to use.",
  },
  errors: {
    "missing-fields": "Please fill in every field.",
    "too-long": {
      one: "Your name can be at most {count} character long, and your comment at most {comment}.",
      other: "Your name can be at most {count} characters long, and your comment at most {comment}.",
    },
    "rate-limited": "You have posted several comments in a short time. Please wait a few minutes and try again.",
    "too-fast": "That was very quick! Please wait a few seconds and send your comment again.",
    automated: "Your comment looks automated, so it was not saved. If you are a person, reload the page and try again.",
    expired: "This form has expired. Please reload the page and send your comment again.",
    "too-large": "The upload is too large: the photo can be at most {megabytes} MB. Choose a smaller photo or post without one.",
    "save-failed": "Your comment could not be saved. Please try again in a moment.",
  },
};

export type CommentTexts = typeof en;
