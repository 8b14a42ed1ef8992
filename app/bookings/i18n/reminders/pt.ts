import type { RemindersTexts } from "./en.ts";

export const pt = {
  before: {
    subject: "{excursion}: faltam dois dias – {site}",
    greeting: "Olá, {name}!",
    lead: "Faltam dois dias para a sua saída: {excursion}, {dates}. Veja abaixo o que você precisa para se preparar.",
    tomorrowSubject: "{excursion}: é amanhã – {site}",
    tomorrowLead: "Sua saída é amanhã: {excursion}, {dates}. Veja abaixo o que você precisa para se preparar.",
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
