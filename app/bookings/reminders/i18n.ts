/**
 * The reminders' words in the five languages of the public site: two days before the departure,
 * and the day after. `{…}` are filled in (see i18n/fill.ts).
 */
import type { Lang } from "../../i18n/languages.ts";

const en = {
  before: {
    subject: "{excursion}: in two days – {site}",
    greeting: "Hello {name},",
    lead: "Your {excursion} is on {dates}. Here is what you need for the day.",
    meetingTitle: "Where and when we meet",
    place: "Place",
    time: "Time",
    map: "Map",
    meetingLater: "We will write to you with the meeting point and time.",
    bringTitle: "What to bring",
    weatherTitle: "If the weather is bad",
    missingTitle: "Still missing",
    missingForms: "Participants' forms not filled in yet: {count}",
    missingConditions: "Participants who have not accepted the conditions yet: {count}",
    dueTitle: "Payment",
    due: "Still to pay: {amount}",
    page: "Your booking page (participants' forms, conditions, your details): {link}",
    reply: "Any question: just reply to this email.",
  },
  after: {
    subject: "Thank you for climbing with us – {site}",
    greeting: "Hello {name},",
    lead: "Thank you for your {excursion} with us. We hope you enjoyed the day.",
    review: "Would you tell other travellers how it was? Leave a review (a rating and a few words): {link}",
    reply: "Photos, questions, another plan: just reply to this email.",
  },
  cancelled: {
    subject: "{excursion} on {dates} is cancelled – {site}",
    lead: "We are sorry: we had to cancel your {excursion} on {dates}.",
    next: "What happens next: we will offer you another date; if none suits you, we refund you under our cancellation policy.",
  },
  moved: {
    subject: "{excursion}: new dates – {site}",
    lead: "Your {excursion} has moved: it was {before}, it is now {dates}.",
    next: "What happens next: nothing to do if the new dates suit you; if they do not, reply to this email and we refund you under our cancellation policy.",
  },
  restored: {
    subject: "{excursion} on {dates} is on again – {site}",
    lead: "Good news: your {excursion} on {dates}, which we had cancelled, is on again.",
    next: "What happens next: nothing to do, your booking stands as it was (participants' forms, conditions, payments). If you have made other plans meanwhile, reply to this email.",
  },
  policyTitle: "Our cancellation policy",
  signature: "See you in the mountains,",
};

export type RemindersTexts = typeof en;

const es = {
  before: {
    subject: "{excursion}: en dos días – {site}",
    greeting: "Hola {name}:",
    lead: "Tu {excursion} es el {dates}. Esto es lo que necesitás para el día.",
    meetingTitle: "Dónde y cuándo nos encontramos",
    place: "Lugar",
    time: "Hora",
    map: "Mapa",
    meetingLater: "Te escribimos con el punto y la hora de encuentro.",
    bringTitle: "Qué traer",
    weatherTitle: "Si el tiempo es malo",
    missingTitle: "Todavía falta",
    missingForms: "Fichas de participantes sin completar: {count}",
    missingConditions: "Participantes que todavía no aceptaron las condiciones: {count}",
    dueTitle: "Pago",
    due: "Falta pagar: {amount}",
    page: "Tu página de reserva (fichas de participantes, condiciones, tus datos): {link}",
    reply: "Cualquier pregunta: respondé este correo.",
  },
  after: {
    subject: "Gracias por escalar con nosotros – {site}",
    greeting: "Hola {name}:",
    lead: "Gracias por tu {excursion} con nosotros. Esperamos que hayas disfrutado el día.",
    review: "¿Nos contás cómo fue, para otros viajeros? Dejá una opinión (una nota y unas palabras): {link}",
    reply: "Fotos, preguntas, otro plan: respondé este correo.",
  },
  cancelled: {
    subject: "{excursion} del {dates}: cancelada – {site}",
    lead: "Lo sentimos: tuvimos que cancelar tu {excursion} del {dates}.",
    next: "Cómo sigue: te proponemos otra fecha; si ninguna te sirve, te devolvemos el dinero según nuestra política de cancelación.",
  },
  moved: {
    subject: "{excursion}: nuevas fechas – {site}",
    lead: "Tu {excursion} cambió de fecha: era {before}, ahora es {dates}.",
    next: "Cómo sigue: si las nuevas fechas te sirven, no tenés que hacer nada; si no, respondé este correo y te devolvemos el dinero según nuestra política de cancelación.",
  },
  restored: {
    subject: "{excursion} del {dates}: vuelve a estar confirmada – {site}",
    lead: "Buenas noticias: tu {excursion} del {dates}, que habíamos cancelado, vuelve a estar confirmada.",
    next: "Cómo sigue: no tenés que hacer nada, tu reserva sigue como estaba (fichas de participantes, condiciones, pagos). Si mientras tanto hiciste otros planes, respondé este correo.",
  },
  policyTitle: "Nuestra política de cancelación",
  signature: "¡Nos vemos en la montaña!",
} satisfies RemindersTexts;

const fr = {
  before: {
    subject: "{excursion} : c’est dans deux jours – {site}",
    greeting: "Bonjour {name},",
    lead: "Plus que deux jours avant votre départ : {excursion}, {dates}. Voici l’essentiel pour bien vous préparer.",
    meetingTitle: "Lieu et heure de rendez-vous",
    place: "Lieu",
    time: "Heure",
    map: "Carte",
    meetingLater: "Nous vous écrirons pour vous indiquer le lieu et l’heure du rendez-vous.",
    bringTitle: "À emporter",
    weatherTitle: "En cas de mauvais temps",
    missingTitle: "Encore à faire",
    missingForms: "Fiches de participants à remplir : {count}",
    missingConditions: "Participants qui n’ont pas encore accepté les conditions : {count}",
    dueTitle: "Paiement",
    due: "Reste à régler : {amount}",
    page: "Votre page de réservation (fiches des participants, conditions, vos coordonnées) : {link}",
    reply: "Une question ? Répondez simplement à cet e-mail.",
  },
  after: {
    subject: "Merci pour cette sortie en montagne avec nous – {site}",
    greeting: "Bonjour {name},",
    lead: "Merci d’avoir choisi {site} pour « {excursion} ». Nous espérons que vous en gardez un beau souvenir.",
    review: "Voulez-vous raconter votre expérience aux autres voyageurs ? Laissez un avis (une note et quelques mots) : {link}",
    reply: "Des photos, une question, un autre projet ? Répondez simplement à cet e-mail.",
  },
  cancelled: {
    subject: "Départ annulé : {excursion}, {dates} – {site}",
    lead: "Nous sommes désolés : nous avons dû annuler le départ « {excursion} » prévu aux dates suivantes : {dates}.",
    next: "Et maintenant ? Nous allons vous proposer une autre date ; si aucune ne vous convient, nous vous rembourserons selon nos conditions d’annulation.",
  },
  moved: {
    subject: "{excursion} : nouvelles dates – {site}",
    lead: "Les dates de votre départ « {excursion} » changent. Anciennes dates : {before}. Nouvelles dates : {dates}.",
    next: "Et maintenant ? Rien à faire si les nouvelles dates vous conviennent ; sinon, répondez à cet e-mail et nous vous rembourserons selon nos conditions d’annulation.",
  },
  restored: {
    subject: "Départ maintenu : {excursion}, {dates} – {site}",
    lead: "Bonne nouvelle : le départ « {excursion} » ({dates}), que nous avions annulé, est finalement maintenu.",
    next: "Et maintenant ? Vous n’avez rien à faire : votre réservation reste telle quelle (fiches des participants, conditions, paiements). Si vous avez prévu autre chose entre-temps, répondez à cet e-mail.",
  },
  policyTitle: "Nos conditions d’annulation",
  signature: "À bientôt en montagne,",
} satisfies RemindersTexts;

const pt = {
  before: {
    subject: "{excursion}: faltam dois dias – {site}",
    greeting: "Olá, {name}!",
    lead: "Faltam dois dias para a sua saída: {excursion}, {dates}. Veja abaixo o que você precisa para se preparar.",
    meetingTitle: "Ponto e horário de encontro",
    place: "Local",
    time: "Horário",
    map: "Mapa",
    meetingLater: "Vamos avisar por e-mail o local e o horário de encontro.",
    bringTitle: "O que levar",
    weatherTitle: "Em caso de mau tempo",
    missingTitle: "Ainda falta",
    missingForms: "Fichas de participantes não preenchidas: {count}",
    missingConditions: "Participantes que ainda não aceitaram as condições: {count}",
    dueTitle: "Pagamento",
    due: "Falta pagar: {amount}",
    page: "Sua página de reserva (fichas dos participantes, condições, seus dados): {link}",
    reply: "Alguma dúvida? É só responder a este e-mail.",
  },
  after: {
    subject: "Obrigado pela aventura com a gente – {site}",
    greeting: "Olá, {name}!",
    lead: "Obrigado por fazer {excursion} com a gente. Esperamos que você tenha aproveitado!",
    review: "Que tal contar a outros viajantes como foi? Deixe uma avaliação (uma nota e algumas palavras): {link}",
    reply: "Fotos, dúvidas, um novo plano? É só responder a este e-mail.",
  },
  cancelled: {
    subject: "Saída cancelada: {excursion}, {dates} – {site}",
    lead: "Sentimos muito: tivemos que cancelar a saída de {excursion} prevista para {dates}.",
    next: "E agora? Vamos propor outra data; se nenhuma servir para você, devolvemos o valor pago conforme nossa política de cancelamento.",
  },
  moved: {
    subject: "{excursion}: novas datas – {site}",
    lead: "A sua saída de {excursion} mudou de data. Datas anteriores: {before}. Novas datas: {dates}.",
    next: "E agora? Se as novas datas servirem para você, não precisa fazer nada; se não, responda a este e-mail e devolvemos o valor pago conforme nossa política de cancelamento.",
  },
  restored: {
    subject: "Saída confirmada de novo: {excursion}, {dates} – {site}",
    lead: "Boa notícia: a saída de {excursion} prevista para {dates}, que tínhamos cancelado, vai acontecer.",
    next: "E agora? Você não precisa fazer nada: sua reserva continua como estava (fichas dos participantes, condições, pagamentos). Se nesse meio-tempo você fez outros planos, responda a este e-mail.",
  },
  policyTitle: "Nossa política de cancelamento",
  signature: "Nos vemos na montanha!",
} satisfies RemindersTexts;

const it = {
  before: {
    subject: "{excursion}: mancano due giorni – {site}",
    greeting: "Ciao {name},",
    lead: "Mancano due giorni alla tua partenza: {excursion}, {dates}. Ecco cosa ti serve per prepararti.",
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

export const remindersTexts: Record<Lang, RemindersTexts> = { en, es, fr, pt, it };
