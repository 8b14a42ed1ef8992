/**
 * What an excursion page draws from the owner's plain texts (paragraphs, lists, "Read more", the
 * meeting point, what to bring, the policies), in one chunk the page loads beside its hydration
 * (app/routes/excursion.tsx): the server renders them whole, and until their code arrives they
 * stay the server's HTML, which reads and works without it (their styles are the page's own).
 */
export { ReviewsSection } from "../bookings/reviews/ReviewsSection.tsx";
export { MeetingPoint } from "../catalogue/MeetingPoint.tsx";
export { Policies } from "../catalogue/Policies.tsx";
export { WhatToBring } from "../catalogue/WhatToBring.tsx";
export { PlainText } from "../catalogue/PlainText.tsx";
export { ReadMore } from "../catalogue/ReadMore.tsx";
