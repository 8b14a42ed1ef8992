/** Dates as the page writes them: each part a day (with its `datetime`) or what stands between days. */
export type DatesInParts = { kind: "tbc" } | { kind: "dated"; parts: { text: string; time?: string }[] };

/** A departure's dates as the language writes them, each day in a `<time datetime>`; or "to be confirmed". */
export function DepartureDatesText({ dates, tbc }: { dates: DatesInParts; tbc: string }) {
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
