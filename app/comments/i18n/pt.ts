import type { InLanguage } from "../../i18n/plural.ts";
import type { CommentTexts } from "./en.ts";

export const pt = {
  title: "Comentários",
  formTitle: "Deixe seu comentário",
  name: "Nome",
  comment: "Comentário",
  photo: "Foto (opcional)",
  photoHint: "Um arquivo de imagem de até {megabytes} MB. A imagem aparece como seu avatar.",
  honeypot: "Deixe este campo em branco",
  submit: "Publicar comentário",
  submitting: "Publicando…",
  recent: "Comentários recentes",
  none: "Ainda não há comentários nesta seção.",
  enlargePhoto: "Ampliar a foto compartilhada por {name}",
  photoAlt: "Foto compartilhada por {name}",
  close: "Fechar",
  newComment: "Novo comentário de {name}",
  saved: "Obrigado! Seu comentário foi publicado.",
  photoNotUsed: {
    "too-large": "Seu comentário foi publicado, mas a foto tinha mais de {megabytes} MB e não foi usada.",
    "not-an-image": "Seu comentário foi publicado, mas o arquivo não era uma imagem que possamos exibir e não foi usado.",
    "too-many-pixels": "Seu comentário foi publicado, mas a foto tinha pixels demais e não foi usada.",
    unreadable: "Seu comentário foi publicado, mas não conseguimos ler a foto, então ela não foi usada.",
    empty: "Seu comentário foi publicado, mas o arquivo da foto estava vazio, então não havia foto para usar.",
  },
  errors: {
    "missing-fields": "Por favor, preencha todos os campos.",
    "too-long": {
      one: "O nome pode ter até {count} caractere e o comentário até {comment}.",
      many: "O nome pode ter até {count} de caracteres e o comentário até {comment}.",
      other: "O nome pode ter até {count} caracteres e o comentário até {comment}.",
    },
    "rate-limited": "Você publicou vários comentários em pouco tempo. Aguarde alguns minutos e tente de novo.",
    "too-fast": "Foi muito rápido! Aguarde alguns segundos e envie seu comentário de novo.",
    automated: "Seu comentário parece automático, por isso não foi salvo. Se você é uma pessoa, recarregue a página e tente de novo.",
    expired: "Este formulário expirou. Recarregue a página e envie seu comentário de novo.",
    "too-large": "O envio é grande demais: a foto pode ter no máximo {megabytes} MB. Escolha uma foto menor ou publique sem foto.",
    "save-failed": "Não foi possível salvar o comentário. Tente de novo daqui a pouco.",
  },
} satisfies InLanguage<CommentTexts, "pt">;
