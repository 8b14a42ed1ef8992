import type { AboutTexts } from "./en.ts";

export const it = {
  title: "Chi siamo",
  description:
    "Siamo un piccolo team di guide di arrampicata e di montagna con base a Bariloche. Da anni arrampichiamo, accompagniamo e insegniamo sulle montagne della Patagonia settentrionale, e le condividiamo con persone da tutto il mondo con la stessa cura che avremmo per la nostra famiglia: gruppi piccoli, attrezzatura ben tenuta e decisioni che mettono la sicurezza prima della vetta.",
  roles: {
    leader: "Responsabile del team",
    guide: "Guida di arrampicata e alpinismo",
  },
  bios: {
    martin:
      "Martín ha fondato il team dopo più di quindici anni di arrampicate al Frey e di salite guidate sui vulcani della Patagonia settentrionale. Coordina il team, progetta ogni programma e passa ancora gran parte della stagione sulla roccia. È convinto che una bella giornata in montagna cominci molto prima dell’avvicinamento, con una pianificazione accurata e consigli sinceri.",
    lucia:
      "Lucía ha scoperto l’arrampicata da ragazza, nelle falesie intorno a Bariloche, e da allora non ha più smesso. Accompagna i clienti sulle vie di più tiri, tiene i corsi di arrampicata e adora vedere un principiante che si lega per la prima volta. Fuori stagione arrampica nei canyon del Chubut e sul granito del Frey.",
    joaquin:
      "Joaquín è una guida di alta montagna e conosce il Lanín e i vulcani del Neuquén in ogni stagione. Calmo e paziente, è la persona che vorresti al tuo fianco in una lunga giornata di vetta. Insegna anche la tecnica su neve e l’uso dei ramponi.",
    valentina:
      "Valentina accompagna in arrampicata su roccia e nei trekking, e coordina i nostri viaggi a Piedra Parada. Infermiera di formazione, si occupa del primo soccorso nelle uscite più lunghe e del benessere del gruppo, dal passo giusto durante l’avvicinamento a una bevanda calda in sosta.",
    tomas:
      "Tomás accompagna giornate di arrampicata e battesimi della roccia. È cresciuto a Bariloche e conosce ogni falesia intorno alla città.",
  },
  readMore: "Leggi tutto",
  readLess: "Mostra meno",
  photoAlt: "Ritratto di {name}",
} satisfies AboutTexts;
