/** The review page's words, in the five languages of the public site (English the shape). */
export const en = {
  title: "Tell us how it was: {excursion}",
  intro: "Your review helps other travellers choose. It is shown on the excursion's page with your first name, once we have read it.",
  rating: "Your rating",
  stars: ["1 – poor", "2 – fair", "3 – good", "4 – very good", "5 – excellent"],
  text: "Your review",
  textHint: "Up to 2,000 characters.",
  submit: "Send my review",
  thanksTitle: "Thank you!",
  thanks: "We have your review; it will be on the excursion's page once we have read it.",
  section: {
    title: "Reviews",
    average: "{average} out of 5",
    count: { one: "{count} review", other: "{count} reviews" },
    rating: "{rating} out of 5",
  },
  /** One per problem (app/bookings/reviews/model.ts): the page reads them by the problem's code. */
  errors: {
    rating: "Choose a rating from 1 to 5.",
    text: "Write a few words about your day.",
    "too-long": "Your review is longer than 2,000 characters: shorten it a little.",
    "not-yet": "You can leave a review once your excursion is over.",
    already: "You have already left a review for this booking. Thank you!",
    unknown: "A review cannot be left for this booking.",
  },
};

export type ReviewTexts = typeof en;
