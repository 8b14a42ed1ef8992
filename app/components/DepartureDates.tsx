import type { DepartureDates } from "../departures/model.ts";

/** A departure's dates as the language writes them, each day in a `<time datetime>`; or "to be confirmed". */
export function DepartureDatesText({ dates, tbc }: { dates: DepartureDates; tbc: string }) {
  if (dates.kind === "tbc") return <>{tbc}</>;
  return (
    <>
      {dates.parts.map((part, index) =>
        part.time ? (
          <time key={index} dateTime={part.time}>
            {part.text}
          </time>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
