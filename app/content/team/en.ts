/**
 * English texts of the about-us page: the source of truth (other languages `satisfies AboutTexts`).
 * The members themselves (names, photos) are in ./index.ts. DEMO content: the team is invented
 * until the business supplies its own.
 */
export const en = {
  title: "About us",
  description:
    "We are a small team of climbing and mountain guides based in Bariloche. We have climbed, guided and taught in the mountains of northern Patagonia for years, and we share them with people from all over the world with the same care we take with our own families: small groups, well-kept equipment and decisions that put safety before the summit.",
  roles: {
    leader: "Team leader",
    guide: "Climbing and mountaineering guide",
  },
  bios: {
    martin:
      "Martín founded the team after more than fifteen years climbing in the Frey and guiding on the volcanoes of northern Patagonia. He leads the team, designs every programme and still spends most of the season on the rock. He believes that a good day in the mountains starts long before the approach, with careful planning and honest advice.",
    lucia:
      "Lucía discovered climbing on the crags around Bariloche as a teenager and has never stopped. She guides multi-pitch routes and the climbing courses, and she loves seeing a beginner tie in for the first time. Outside the season she climbs in the canyons of Chubut and the granite of the Frey.",
    joaquin:
      "Joaquín is a mountaineering guide who knows the Lanín and the volcanoes of Neuquén in every season. Calm and patient, he is the one you want beside you on a long summit day. He also teaches snow and crampon technique.",
    valentina:
      "Valentina guides rock climbing and trekking, and coordinates our trips to Piedra Parada. Trained as a nurse, she takes care of first aid on our longer outings and of the group's well-being, from the right pace on the approach to a hot drink at the belay.",
    tomas: "Tomás guides climbing days and first climbs. He grew up in Bariloche and knows every crag around the city.",
  },
  readMore: "Read more",
  readLess: "Read less",
  photoAlt: "Portrait of {name}",
};

export type AboutTexts = typeof en;
