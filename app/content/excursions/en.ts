import type { ExcursionId, ExcursionImageAlts, ExcursionText, PhysicalLevel } from "../types.ts";

/**
 * English texts of the excursion pages: the source of truth. Other languages `satisfies
 * ExcursionTexts`. Numbers are `{placeholders}` filled from app/content/facts.ts; `{name}`,
 * `{excursion}`, `{excursionId}`, `{lang}` and `{language}` are filled by the getter.
 *
 * Conventions: `price` is multi-line (first line = headline price, the rest a list);
 * `priceIncludes` has one item per line; `highlights` are sentences separated by ". ".
 */
export type ExcursionWords = Omit<ExcursionText, "date" | "physicalLevel">;

export const en = {
  /** Shown when the active language has no text for an excursion (the page then shows English). */
  missingTranslation: 'There is no content for "{excursionId}" in the active language: {lang}',
  labels: {
    location: "Location",
    price: "Price",
    days: "Days",
    physicalLevel: "Physical level",
    months: "Season",
    experience: "Experience required",
    highlightsTitle: "Highlights",
    priceIncludesTitle: "The price includes",
    itineraryTitle: "Itinerary",
    showLess: "Show Less",
    readMore: "Read More",
    perPerson: "Prices in US dollars, per person.",
  },
  imageAlts: {
    backgroundImage: "{name} — the landscape of the activity",
    imagenFinal: "{name} — a climber on the route",
    imagen1: "{name} — the approach",
    imagen2: "{name} — on the rock",
    imagen3: "{name} — the view from above",
    imagenHorizontal: "{name} — panoramic view of the area",
  } satisfies ExcursionImageAlts,
  booking: {
    title: "Book this excursion",
    text: "Write to us with your dates and the size of your group and we will confirm availability.",
    whatsappLabel: "Book on WhatsApp",
    whatsappMessage: "Hi! I'd like to book {excursion}. (Language: {language})",
    contactLabel: "Send us a message",
    contactSubject: "Booking: {excursion}",
  },
  levels: {
    easy: "Easy",
    medium: "Medium",
    mediumHigh: "Medium-High",
    good: "Good",
    high: "High",
    all: "All conditions",
  } satisfies Record<PhysicalLevel, string>,
  excursions: {
    freyclimb: {
      name: "Rock climbing in the Frey valley",
      location: "Frey valley, Cerro Catedral, Bariloche",
      price:
        "USD {priceFreyOneDay} for {daysFreyMin} day\n{daysFreyPackageShort} days: USD {priceFreyThreeDaysPerDay} per day\n{daysFreyPackageLong} days: USD {priceFreySevenDaysPerDay} per day",
      days: "{daysFreyMin} to {daysFreyMax} days",
      months: "{mainSeasonFrom} to {mainSeasonTo}",
      experience:
        "Modules 1 and 2 of our climbing course, or equivalent experience: you can belay a partner and have climbed outdoors before.",
      climbing: "Granite needles above an alpine lake",
      leyendPict: "Climbing the granite of the Frey above Laguna Toncek",
      highlights:
        "Climb the granite needles of the Frey, one of the best-known rock climbing areas in South America. The rock is solid and rough, with cracks, slabs and faces for every level. You sleep at the Frey refuge, at {freyRefugeM} m, right below the routes. Programmes run from {daysFreyMin} to {daysFreyMax} days and are planned around your level and goals. We climb in small groups, and the longer you stay, the lower the daily price.",
      priceIncludes:
        "Mountain guide for the whole programme\nGroup technical equipment: ropes, quickdraws and anchor material\nHelmet and harness\nTransport from Bariloche to the start of the trail and back\nFirst-aid kit and radio communication",
      itinerary:
        "Day 1: we meet in Bariloche and drive to the base of Cerro Catedral. From there we walk up the Frey valley, first along Lake Gutiérrez and then through lenga forest, to the Frey refuge at {freyRefugeM} m: an approach of {freyApproachHoursMin} to {freyApproachHoursMax} hours. In the afternoon we climb short routes near the refuge to review belaying, anchors and communication. Middle days: climbing on the needles around Laguna Toncek, choosing routes by the group's level and the weather; climbers with the experience can aim for the Torre Principal, the main needle at {freyMainNeedleM} m. Last day: a morning of climbing, then the walk down to Catedral and the drive back to Bariloche. On a one-day programme we choose crags closer to the trail so there is enough time on the rock.",
    },
    multipitch: {
      name: "Multi-pitch climbing",
      location: "Cerro Catedral and the Frey, Bariloche",
      price: "USD {priceMultipitch}\nFull day with a guide\nDaily price per person",
      days: "{daysMultipitch} day",
      months: "{mainSeasonFrom} to {mainSeasonTo}",
      experience:
        "Modules 1 and 2 of our climbing course, or equivalent experience: you belay confidently and are comfortable climbing outdoors.",
      climbing: "Several rope lengths up the granite, one belay at a time",
      leyendPict: "A climber arriving at a belay stance, high above the valley",
      highlights:
        "Leave the ground behind and climb a route of several pitches with a guide. You learn how belay stances work, how to manage the rope and how to rappel safely. The exposure and the views grow with every pitch. We choose the route by your level, from moderate classics to more demanding lines. It is the natural next step after climbing single-pitch routes.",
      priceIncludes:
        "Mountain guide leading every pitch\nRopes, quickdraws and anchor material\nHelmet and harness\nTransport from Bariloche and back",
      itinerary:
        "We meet early in Bariloche and drive to the start of the approach, where we check the equipment and go over the plan for the day. After the walk to the base of the wall, the guide explains the route, the belay stances and the signals we will use. Then we climb pitch by pitch: the guide leads, sets each anchor and belays you from above, and at every stance there is time to rest, drink and enjoy the view. On top we take a break and then descend by rappel, with the guide setting every rappel and checking your system before each one. We walk back to the vehicle and return to Bariloche in the late afternoon.",
    },
    freyrefuge: {
      name: "Climbing around the Frey refuge",
      location: "Frey refuge, Nahuel Huapi National Park",
      price: "USD {priceFreyRefugePerDay} per day\n{daysFreyRefuge}-day programme\nRefuge lodging and meals are paid at the refuge",
      days: "{daysFreyRefuge} days",
      months: "{mainSeasonFrom} to {mainSeasonTo}",
      experience:
        "Modules 1 and 2 of our climbing course, or equivalent experience: you can belay a partner and have climbed outdoors before.",
      climbing: "Three days living among the needles",
      leyendPict: "The Frey refuge beside Laguna Toncek, with the needles behind",
      highlights:
        "Three days based at the Frey refuge, at {freyRefugeM} m, in the middle of the granite needles. The walk in takes {freyApproachHoursMin} to {freyApproachHoursMax} hours through forest and along the lake. Every morning the rock is a few minutes from the door. With good weather and experience, we can climb toward the Torre Principal, the main needle at {freyMainNeedleM} m. Evenings at the refuge, with climbers from all over the world, are part of the experience.",
      priceIncludes:
        "Mountain guide for the {daysFreyRefuge} days\nGroup technical equipment: ropes, quickdraws and anchor material\nHelmet and harness\nTransport from Bariloche to the start of the trail and back\nFirst-aid kit and radio communication",
      itinerary:
        "Day 1: we leave Bariloche in the morning for the base of Cerro Catedral and walk up to the Frey refuge at {freyRefugeM} m, an approach of {freyApproachHoursMin} to {freyApproachHoursMax} hours depending on the group's pace. We settle in at the refuge and, if there is energy left, climb a few short routes nearby. Day 2: a full day of climbing on the needles around Laguna Toncek, on routes chosen for the group; those with more experience can try a longer line toward the Torre Principal, the main needle at {freyMainNeedleM} m. Day 3: climbing in the morning, lunch at the refuge and the walk down to Catedral to return to Bariloche in the evening.",
    },
    bautismo: {
      name: "Climbing baptism: your first climb",
      location: "Crags near Bariloche",
      price: "USD {priceBaptism}\nHalf-day introduction to climbing\nNo equipment of your own needed",
      days: "{daysBaptism} day",
      months: "All year",
      experience: "Module 1 level: no previous climbing experience is needed, we teach you everything on the day.",
      climbing: "Your first steps on real rock",
      leyendPict: "A first-time climber on top rope, with the guide belaying",
      highlights:
        "Your first climb on real rock, with a guide at your side from start to finish. We choose easy, well-protected routes in a crag close to the city. You learn to tie in, to trust the rope and to move on the rock. It is suitable for children, teenagers and adults with no experience. The best way to find out whether climbing is for you.",
      priceIncludes:
        "Climbing guide\nClimbing shoes, harness and helmet\nRopes and all technical equipment\nBasic safety instruction\nPhotos of the day",
      itinerary:
        "We meet in Bariloche and travel together to a crag close to the city, chosen for the season and the weather. At the base the guide fits your harness, helmet and climbing shoes and explains the essentials: the figure-eight knot, the belay commands and how the rope protects you. We start on short, easy routes on top rope, with the guide belaying and giving advice from below, and move on to slightly longer or steeper routes as you gain confidence. There is time to rest, take photos and, if you like, learn to belay a partner under the guide's supervision. We finish with a short talk about how to keep climbing and return to Bariloche.",
    },
    guiapersonal: {
      name: "Climbing with a personal guide",
      location: "Bariloche and its surroundings",
      price: "USD {pricePersonalGuide} per day\nA day planned for you alone or your group\nRental equipment available at extra cost",
      days: "{daysPersonalGuide} day",
      months: "All year",
      experience: "None required: the day is planned around your experience, from first steps to long routes.",
      climbing: "Your day, your objectives",
      leyendPict: "A guide and a climber planning the next route",
      highlights:
        "A guide dedicated to you for the day, to climb where and how you want. Ideal for working on a project, learning to lead, improving your technique or simply climbing with someone who knows every crag. We adapt the place and the routes to the season, the weather and your level. You can also book it for your family or a group of friends. Tell us your goals and we prepare the day together.",
      priceIncludes:
        "Personal guide for the whole day\nGroup technical equipment: ropes, quickdraws and anchor material\nAdvice on technique and safety\nPlanning of the day according to your goals",
      itinerary:
        "Before the day we talk with you about your experience, your goals and what you would like to climb, and we propose a place and a plan. On the day we meet in Bariloche and travel to the chosen crag or wall. The guide can lead the routes, belay you while you lead, or focus on teaching: movement on the rock, placing protection, building anchors, rappelling or self-rescue basics. The pace and the number of routes depend on you, and we adjust the plan during the day if the weather or your energy changes. At the end we review what you did and suggest how to keep progressing, and we return to Bariloche.",
    },
    piedraparada: {
      name: "Climbing trip to Piedra Parada",
      location: "Piedra Parada and La Buitrera canyon, Chubut",
      price: "From USD {pricePiedraParadaFrom}\nThe final price depends on the number of days\nTransport from Bariloche can be added",
      days: "{daysPiedraParadaMin} to {daysPiedraParadaMax} days",
      months: "{mainSeasonFrom} to {mainSeasonTo}",
      experience: "Modules 1 and 2 of our climbing course, or equivalent experience: you climb outdoors regularly and can belay a leader.",
      climbing: "Volcanic canyon walls in the Patagonian steppe",
      leyendPict: "The walls of La Buitrera canyon at sunset",
      highlights:
        "A climbing trip to Piedra Parada, a giant volcanic monolith in the steppe of Chubut, and to the walls of La Buitrera canyon beside it. The area has hundreds of sport routes on compact volcanic rock, from easy slabs to steep overhangs. The landscape of the steppe, the river and the starry nights make it unforgettable. Trips last {daysPiedraParadaMin} to {daysPiedraParadaMax} days, with camping close to the canyon. It is a great option when the weather is unsettled in the mountains around Bariloche.",
      priceIncludes:
        "Mountain guide for the whole trip\nGroup technical equipment: ropes, quickdraws and anchor material\nHelmet and harness\nTrip planning and camping logistics",
      itinerary:
        "Day 1: we travel south from Bariloche through Esquel and then about {piedraTransferKm} km of steppe roads to Piedra Parada, on the Chubut river. We set up camp near the entrance of the canyon and, if there is time, climb a few routes in the evening light. Climbing days: each day we walk into La Buitrera canyon and climb on its different sectors, choosing walls in the sun or in the shade depending on the temperature, with routes for the level of each climber. There is time to visit the monolith of Piedra Parada and to rest on the river bank. Last day: a morning of climbing, then we pack the camp and travel back to Bariloche, arriving at night.",
    },
    ventana: {
      name: "Climbing day on Cerro Ventana",
      location: "Cerro Ventana, {ventanaDistanceKm} km from Bariloche",
      price: "USD {priceVentana}\nFull day, {ventanaStart} to {ventanaEnd}\nTransport from Bariloche included",
      days: "{daysVentana} day",
      months: "All year",
      experience: "Module 1 of our climbing course, or equivalent experience: you have climbed on top rope before.",
      climbing: "Climbing with views of Nahuel Huapi, close to the city",
      leyendPict: "Climbing on Cerro Ventana with Lake Nahuel Huapi below",
      highlights:
        "A full day of climbing on Cerro Ventana, only {ventanaDistanceKm} km from the city. The walls face the lakes and the Andes, with routes for beginners and intermediate climbers. It is easy to combine with a holiday in Bariloche: we leave at {ventanaStart} and are back by {ventanaEnd}. A good option for the whole year, as the rock dries quickly after rain. Ideal to keep climbing after your first experience.",
      priceIncludes: "Climbing guide\nRopes, quickdraws and all technical equipment\nHelmet and harness\nTransport from Bariloche and back",
      itinerary:
        "We pick you up in Bariloche at {ventanaStart} and drive {ventanaDistanceKm} km to the foot of Cerro Ventana. A short walk through the forest takes us to the crag, where the guide checks the equipment and reviews knots, belaying and communication. The morning is for warming up on easier routes; after lunch at the base of the wall, with views of the lakes, we move on to longer or more demanding routes according to the level of each climber. We pack up in the afternoon and are back in Bariloche at {ventanaEnd}, with time left to enjoy the city.",
    },
    trekkingLanin: {
      name: "Lanín volcano ascent",
      location: "Lanín National Park, Neuquén",
      price:
        "USD {priceVolcano}\n{daysVolcano}-day guided ascent\nGroups of up to {volcanoMaxGroup} people\nAn assistant guide joins groups of {volcanoAssistantGuideFrom} or more",
      days: "{daysVolcano} days",
      months: "{volcanoSeasonFrom} to {volcanoSeasonTo}",
      experience:
        "Good physical condition and experience on long mountain hikes. No technical climbing experience is needed: we teach you to use crampons and ice axe.",
      climbing: "The summit of northern Patagonia, at {volcanoSummitM} m",
      leyendPict: "The snow-covered cone of the Lanín above the Andean forest",
      highlights:
        "Climb the Lanín volcano, {volcanoSummitM} m, the great snowy cone that rules the north of Patagonia. The ascent takes {daysVolcano} days, as the park's regulations require, with a night at the camp at {volcanoCampM} m. Groups are small, of up to {volcanoMaxGroup} people per date, and from {volcanoAssistantGuideFrom} people an assistant guide joins the group. The summit day is long and demanding, and the views over lakes, forests and volcanoes are worth every step. We only climb when conditions are safe.",
      priceIncludes:
        "Mountain guide, plus an assistant guide for groups of {volcanoAssistantGuideFrom} or more\nGroup technical equipment and ropes\nCrampons, ice axe and helmet\nRegistration with the national park\nFirst-aid kit and radio communication",
      itinerary:
        "The ascent takes {daysVolcano} days, as required by the national park's regulations. Day 1: we register at the park's ranger post and start walking from the base of the volcano. The route climbs {volcanoDayOneKm} km through forest and over volcanic sand and rock to the camp at {volcanoCampM} m, where we set up, eat, prepare the equipment for the next day and go to bed early. Day 2: we start before dawn with headlamps, put on crampons where the snow begins, and climb steadily toward the summit at {volcanoSummitM} m. We must reach the top by {volcanoSummitDeadline} at the latest; if we are not there by then, we turn back, because safety comes before the summit. After the summit we descend all the way to the trailhead: the second day covers {volcanoDayTwoKm} km and takes about {volcanoDayTwoHours} hours.",
    },
  } satisfies Record<ExcursionId, ExcursionWords>,
};

export type ExcursionTexts = typeof en;
