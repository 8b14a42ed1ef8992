/**
 * The guide's list's words, in the workspace's languages (English the shape, the Spanish `satisfies` it).
 */
export const en = {
  title: "List for the mountain",
  print: "Print",
  back: "Back to departures",
  empty: "No confirmed participants yet.",
  gearTitle: "Rental equipment to bring",
  noGear: "No rental equipment.",
  columns: {
    name: "Participant",
    booker: "Booked by",
    phone: "Phone",
    emergency: "Emergency contact",
    health: "Health notes",
    experience: "Experience",
    conditions: "Conditions",
    money: "Paid or due",
    checkIn: "Check-in",
  },
  experience: { meets: "Has the experience required", partly: "Some experience", none: "No experience", unknown: "Not said" },
  conditions: { yes: "Accepted", no: "Not accepted" },
  money: { paid: "Paid in full", due: "Due: {amount}", unknown: "Total not set" },
  form: { missing: "Form not filled yet" },
  noHealth: "Nothing declared",
  noCountryCode: "no country code: cannot be called from here",
  keptAt: "Saved on {time}.",
  /** A phone link's name: its number as shown (the name spoken for it holds what is seen), and whom it calls. */
  call: "{phone}, call {name}",
  gearLine: "{item}: {count}",
  sizes: "sizes {sizes}",
  kit: "Full kit for two",
  checkIn: {
    take: "Check in {name}",
    undo: "Undo check-in of {name}",
    at: "Here at {time}",
    notOnList: "This person is not on this departure's list.",
    presentQueued: "Present (saved on this phone, sent when there is a signal)",
    queued: "Saved on this phone; it will be sent when there is a signal.",
  },
  offline: "No signal: this is the list as saved on this phone.",
};

export type GuideListTexts = typeof en;
