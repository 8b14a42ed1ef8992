import type { InLanguage } from "../../i18n/plural.ts";
import type { ContactTexts } from "./en.ts";

export const pt = {
  title: "Fale conosco",
  intro:
    "Conte para nós qual excursão, curso ou aluguel interessa a você, as suas datas e o tamanho do grupo. Respondemos todas as mensagens por e-mail.",
  details: {
    title: "Onde nos encontrar",
    address: "Endereço",
    openMap: "abrir no mapa",
    email: "E-mail",
    hours: "Horário",
    everyDay: "Todos os dias, {hours}",
  },
  fields: {
    user_name: { label: "Nome", placeholder: "Seu nome" },
    user_email: { label: "E-mail", placeholder: "voce@exemplo.com" },
    subject: { label: "Assunto", placeholder: "Sobre o que é a sua mensagem?" },
    message: { label: "Mensagem", placeholder: "Suas datas, tamanho do grupo, experiência e dúvidas" },
  },
  honeypot: "Deixe este campo em branco",
  submit: "Enviar mensagem",
  sending: "Enviando…",
  success: "Sua mensagem foi enviada!",
  errors: {
    name_required: "O nome é obrigatório.",
    email_required: "O e-mail é obrigatório.",
    email_invalid: "Formato de e-mail inválido.",
    subject_required: "O assunto é obrigatório.",
    message_required: "A mensagem é obrigatória.",
    name_too_long: {
      one: "O nome pode ter no máximo {count} caractere.",
      many: "O nome pode ter no máximo {count} de caracteres.",
      other: "O nome pode ter no máximo {count} caracteres.",
    },
    email_too_long: {
      one: "O e-mail pode ter no máximo {count} caractere.",
      many: "O e-mail pode ter no máximo {count} de caracteres.",
      other: "O e-mail pode ter no máximo {count} caracteres.",
    },
    subject_too_long: {
      one: "O assunto pode ter no máximo {count} caractere.",
      many: "O assunto pode ter no máximo {count} de caracteres.",
      other: "O assunto pode ter no máximo {count} caracteres.",
    },
    message_too_long: {
      one: "A mensagem pode ter no máximo {count} caractere.",
      many: "A mensagem pode ter no máximo {count} de caracteres.",
      other: "A mensagem pode ter no máximo {count} caracteres.",
    },
    line_break: "Escreva isto em uma única linha.",
    encoded_word: "Escreva isto sem a sequência “=?”.",
  },
  formErrors: {
    "rate-limited": "Você enviou várias mensagens em pouco tempo. Aguarde um pouco e tente de novo, ou fale com a gente pelo WhatsApp.",
    "rate-limited-no-chat": "Você enviou várias mensagens em pouco tempo. Aguarde um pouco e tente de novo.",
    automated: "Sua mensagem parece automática, por isso não foi enviada. Se você é uma pessoa, recarregue a página e tente de novo.",
    "too-fast": "Foi muito rápido! Aguarde alguns segundos e envie sua mensagem de novo: o que você escreveu continua aqui.",
    expired: "Este formulário expirou. Recarregue a página e envie sua mensagem de novo.",
    "too-large": "Sua mensagem é longa demais para ser enviada. Encurte-a e tente de novo.",
    "save-failed":
      "Não foi possível salvar sua mensagem, por isso ela não foi enviada. Tente de novo em instantes: o que você escreveu continua aqui.",
    network: "Não foi possível enviar sua mensagem: a conexão falhou. Verifique-a e tente de novo: o que você escreveu continua aqui.",
  },
  mail: {
    confirmation: {
      subject: "Recebemos sua mensagem – {site}",
      greeting: "Olá!",
      received: "Obrigado por entrar em contato com {site}. Recebemos sua mensagem e vamos responder neste endereço o quanto antes.",
      aboutExcursion: "Sua mensagem é sobre esta excursão: {excursion}.",
      replyHint: "Para acrescentar algo, é só responder a este e-mail. Você também pode falar conosco pelo WhatsApp: {chat}",
      signature: "Nos vemos na montanha!",
      notYou: "Você recebeu este e-mail porque este endereço foi informado no formulário de contato de {host}. Se não foi você, ignore-o.",
    },
    admin: {
      subject: "Formulário de contato: {subject}",
      intro: "Nova mensagem pelo formulário de contato de {host}. Responda a este e-mail para falar diretamente com {name}.",
      name: "Nome",
      email: "E-mail",
      subject_: "Assunto",
      language: "Idioma",
      excursion: "Excursão",
      received: "Recebida em",
      message: "Mensagem",
      confirmationSuppressed:
        "Nenhuma confirmação foi enviada para este endereço: ele, ou a conexão de quem escreveu, teve muitas recentemente (possível abuso).",
      open: "Abrir esta mensagem no espaço de trabalho",
    },
  },
} satisfies InLanguage<ContactTexts, "pt">;
