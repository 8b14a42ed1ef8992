import type { AboutTexts } from "./en.ts";

export const fr = {
  title: "Qui sommes-nous",
  description:
    "Nous sommes une petite équipe de guides d'escalade et de montagne basée à Bariloche. Depuis des années, nous grimpons, guidons et enseignons dans les montagnes du nord de la Patagonie, et nous les faisons découvrir à des voyageurs du monde entier avec le même soin que pour nos propres familles : petits groupes, matériel bien entretenu et décisions qui placent la sécurité avant le sommet.",
  roles: {
    leader: "Responsable de l'équipe",
    guide: "Guide d'escalade et de montagne",
  },
  bios: {
    martin:
      "Martín a fondé l'équipe après plus de quinze ans d'escalade au Frey et d'encadrement sur les volcans du nord de la Patagonie. Il dirige l'équipe, conçoit chaque programme et passe encore l'essentiel de la saison sur le rocher. Pour lui, une bonne journée en montagne commence bien avant la marche d'approche, avec une préparation soignée et des conseils honnêtes.",
    lucia:
      "Lucía a découvert l'escalade à l'adolescence, dans les falaises des environs de Bariloche, et ne s'est jamais arrêtée depuis. Elle encadre les grandes voies et les stages d'escalade, et rien ne lui fait plus plaisir que de voir un débutant s'encorder pour la première fois. Hors saison, elle grimpe dans les canyons du Chubut et sur le granit du Frey.",
    joaquin:
      "Joaquín est guide de montagne et connaît le Lanín et les volcans du Neuquén en toutes saisons. Calme et patient, c'est lui qu'on veut à ses côtés pendant une longue journée de sommet. Il enseigne aussi la progression sur neige et l'utilisation des crampons.",
    valentina:
      "Valentina encadre l'escalade et le trekking, et coordonne nos séjours à Piedra Parada. Infirmière de formation, elle veille aux premiers secours lors de nos sorties les plus longues et au bien-être du groupe, du bon rythme pendant l'approche jusqu'à la boisson chaude au relais.",
    tomas:
      "Tomás encadre les journées d'escalade et les baptêmes. Il a grandi à Bariloche et connaît chaque falaise des environs de la ville.",
  },
  readMore: "Lire la suite",
  readLess: "Voir moins",
  photoAlt: "Portrait de {name}",
} satisfies AboutTexts;
