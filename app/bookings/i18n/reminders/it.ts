import type { RemindersTexts } from "./en.ts";

export const it = {
  before: {
    subject: "{excursion}: mancano due giorni – {site}",
    greeting: "Ciao {name},",
    lead: "Mancano due giorni alla tua partenza: {excursion}, {dates}. Ecco cosa ti serve per prepararti.",
    tomorrowSubject: "{excursion}: è domani – {site}",
    tomorrowLead: "La tua partenza è domani: {excursion}, {dates}. Ecco cosa ti serve per prepararti.",
    meetingTitle: "Luogo e ora di ritrovo",
    place: "Luogo",
    time: "Ora",
    map: "Mappa",
    meetingLater: "Ti scriveremo per comunicarti luogo e ora di ritrovo.",
    bringTitle: "Cosa portare",
    weatherTitle: "In caso di maltempo",
    missingTitle: "Ancora da fare",
    missingForms: "Schede dei partecipanti da compilare: {count}",
    missingConditions: "Partecipanti che non hanno ancora accettato le condizioni: {count}",
    dueTitle: "Pagamento",
    due: "Resta da pagare: {amount}",
    page: "La tua pagina di prenotazione (schede dei partecipanti, condizioni, i tuoi dati): {link}",
    reply: "Per qualsiasi domanda, rispondi a questa email.",
  },
  after: {
    subject: "Grazie per l’uscita in montagna con noi – {site}",
    greeting: "Ciao {name},",
    lead: "Grazie per aver scelto {site} per «{excursion}». Speriamo che sia stata una bella esperienza.",
    review: "Ti va di raccontare ad altri viaggiatori com’è andata? Lascia una recensione (un voto e qualche parola): {link}",
    reply: "Foto, domande, un nuovo progetto? Rispondi a questa email.",
  },
  cancelled: {
    subject: "Partenza annullata: {excursion}, {dates} – {site}",
    lead: "Ci dispiace: abbiamo dovuto annullare la partenza di «{excursion}» prevista per {dates}.",
    next: "Cosa succede ora: ti proporremo un’altra data; se nessuna ti va bene, ti rimborseremo secondo la nostra politica di cancellazione.",
  },
  moved: {
    subject: "{excursion}: nuove date – {site}",
    lead: "La tua partenza per «{excursion}» cambia date. Date precedenti: {before}. Nuove date: {dates}.",
    next: "Cosa succede ora: se le nuove date ti vanno bene non devi fare nulla; altrimenti rispondi a questa email e ti rimborseremo secondo la nostra politica di cancellazione.",
  },
  restored: {
    subject: "Partenza di nuovo confermata: {excursion}, {dates} – {site}",
    lead: "Buone notizie: la partenza di «{excursion}» prevista per {dates}, che avevamo annullata, è di nuovo confermata.",
    next: "Cosa succede ora: non devi fare nulla, la tua prenotazione resta com’era (schede dei partecipanti, condizioni, pagamenti). Se nel frattempo hai preso altri impegni, rispondi a questa email.",
  },
  policyTitle: "La nostra politica di cancellazione",
  signature: "Ci vediamo in montagna,",
} satisfies RemindersTexts;
