/** English words of departures (the source of truth: every language `satisfies DeparturesTexts`). */
export const en = {
  tbc: "To be confirmed",
  title: "Next departures",
  none: "No dated departures right now: tell us the dates you would like below.",
  seatsLeft: { one: "{count} seat left", other: "{count} seats left" },
  full: "Full",
  cancelled: "Cancelled",
  seatsLabel: "Seats",
  datesLabel: "Dates",
};

export type DeparturesTexts = typeof en;
