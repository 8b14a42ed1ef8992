import type { Messages } from "./en.ts";

export const pt = {
  site: {
    tagline: "Escalada guiada e aventuras de montanha em Bariloche, na Patagônia",
    keywords:
      "escalada Bariloche, escalada em rocha Patagônia, escalada no Frey, guia de montanha Bariloche, ascensão ao vulcão Lanín, curso de escalada, aluguel de equipamento de escalada",
    imageAlt: "Ilustração de torres de granito sobre um lago nos Andes da Patagônia",
  },
  pages: {
    home: {
      title: "Escalada guiada em Bariloche, na Patagônia",
      description:
        "Reserve atividades guiadas únicas de escalada, trekking e montanhismo em Bariloche, na Patagônia: o granito do Frey, vias de várias enfiadas, o vulcão Lanín, cursos e aluguel de equipamento.",
    },
    rental: {
      title: "Aluguel de equipamento de escalada",
      description:
        "Alugue capacetes, cordas, cadeirinhas, costuras, sapatilhas de escalada, crampons, barracas e sacos de dormir em Bariloche. Kit completo para 2 pessoas a partir de USD 70 por dia.",
    },
    about: {
      title: "Quem somos: nossos guias de montanha",
      description: "Conheça a equipe de guias de escalada e montanhismo por trás das nossas atividades em Bariloche, na Patagônia.",
    },
    contact: {
      title: "Fale conosco",
      description:
        "Escreva-nos para reservar uma excursão, um curso ou o aluguel de equipamento em Bariloche, ou para tirar qualquer dúvida sobre escalada na Patagônia.",
    },
    excursion: {
      description: "{name} em {location}: dias, nível físico, temporada, o que o preço inclui e o roteiro.",
    },
    notFound: {
      title: "Página não encontrada",
      description: "A página que você procura não existe.",
    },
  },
  nav: {
    skipToContent: "Pular para o conteúdo",
    openMenu: "Abrir menu",
    closeMenu: "Fechar menu",
    menuLabel: "Menu principal",
    home: "Início",
    about: "Quem somos",
    contact: "Fale conosco",
  },
  language: {
    label: "Idioma",
  },
  footer: {
    rights: "Todos os direitos reservados.",
    slogan: "Escale mais alto, pise mais leve: as montanhas da Patagônia com quem as conhece.",
    followUs: "Siga-nos",
    instagram: "Instagram",
    facebook: "Facebook",
    homeLink: "{name}, página inicial",
  },
  chat: {
    label: "Fale conosco pelo WhatsApp",
    greeting: "Olá! Gostaria de informações sobre as suas atividades.",
  },
  common: {
    opensInNewTab: "(abre em uma nova aba)",
  },
  errors: {
    notFoundTitle: "Página não encontrada",
    notFoundText: "Procuramos por toda parte, até atrás das pedras, mas esta página não existe.",
    backHome: "Voltar para a página inicial",
    unexpectedTitle: "Algo deu errado",
    unexpectedText: "O problema é nosso, não seu. Tente de novo em instantes.",
    onlyInTitle: "Esta página ainda não está disponível em {language}",
    onlyInText: "Leia em outro idioma:",
  },
} satisfies Messages;
