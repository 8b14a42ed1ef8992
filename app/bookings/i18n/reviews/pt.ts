import type { InLanguage } from "../../../i18n/plural.ts";
import type { ReviewTexts } from "./en.ts";

export const pt = {
  title: "Conte para a gente como foi: {excursion}",
  intro: "Sua avaliação ajuda outros viajantes a escolher. Ela aparece na página da excursão com seu primeiro nome, depois que a lermos.",
  rating: "Sua nota",
  stars: ["1 – ruim", "2 – regular", "3 – boa", "4 – muito boa", "5 – excelente"],
  text: "Sua avaliação",
  textHint: "Até 2.000 caracteres.",
  submit: "Enviar minha avaliação",
  thanksTitle: "Obrigado!",
  thanks: "Recebemos sua avaliação; ela estará na página da excursão depois que a lermos.",
  section: {
    title: "Avaliações",
    average: "{average} de 5",
    count: { one: "{count} avaliação", many: "{count} de avaliações", other: "{count} avaliações" },
    rating: "{rating} de 5",
  },
  errors: {
    rating: "Escolha uma nota de 1 a 5.",
    text: "Escreva algumas palavras sobre o seu dia.",
    "too-long": "Sua avaliação tem mais de 2.000 caracteres: encurte um pouco.",
    "not-yet": "Você poderá avaliar quando a excursão terminar.",
    already: "Você já avaliou esta reserva. Obrigado!",
    unknown: "Não é possível avaliar esta reserva.",
  },
} satisfies InLanguage<ReviewTexts, "pt">;
