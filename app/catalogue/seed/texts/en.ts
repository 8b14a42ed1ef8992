import type { RentalItemId } from "../rental-items.ts";
import type { CardId, CourseId, ExcursionId, ExcursionText } from "../../../components/content-types.ts";

/** An excursion's texts in one language: its date and physical level are the catalogue's data. */
export type ExcursionWords = Omit<ExcursionText, "date" | "physicalLevel">;
type CardWords = { title: string; description: string; price: string; difficulty: string };
type DatedWords = { name: string; date: string; location: string; description: string };
type ItemWords = { title: string; price: string; tooltip: string };

/**
 * The owner's texts a fresh install starts with, in English: the source of truth of the seed (the
 * other languages `satisfies SeedTexts`). Read only by the seed (../entries.server.ts) on the
 * catalogue's first start, and by tests; from then on the owner edits them in the workspace. The
 * pages' own words (labels, headings, image alts) are in app/content/ and read at runtime.
 *
 * Numbers are `{placeholders}` filled from app/catalogue/facts.ts when the seed runs; `{link}` in
 * `home.closingForm` is left for the home page to draw (the contact form).
 *
 * Conventions: an excursion's `price` is multi-line (first line = headline price, the rest a
 * list; the seed keeps the lines after those its tiers say as the price's notes); `priceIncludes`
 * has one item per line; `highlights` are sentences separated by ". ". The price sentences of the
 * home's cards and of the rental items are today's: the seed's prices are numbers
 * (../pricing.ts), and a test checks that they still read as these sentences. The cards' days,
 * physical condition and months come from the excursion texts (one source); the equipment card,
 * which is not an excursion, has its own. DEMO: the team is invented until the business supplies
 * its own.
 */
export const en = {
  excursions: {
    freyclimb: {
      name: "Rock climbing in the Frey valley",
      location: "Frey valley, Cerro Catedral, Bariloche",
      price:
        "USD {priceFreyOneDay} for {daysFreyMin} day\n{daysFreyPackageShort} days: USD {priceFreyThreeDaysPerDay} per day\n{daysFreyPackageLong} days: USD {priceFreySevenDaysPerDay} per day",
      days: "{daysFreyMin} to {daysFreyMax} days",
      months: "{mainSeasonFrom} to {mainSeasonTo}",
      experience:
        "Modules 1 and 2 of our sport climbing course, or equivalent experience: you can belay a partner and have climbed outdoors before.",
      climbing: "Granite needles above an alpine lake",
      leyendPict: "Climbing the granite of the Frey above Laguna Toncek",
      highlights:
        "Climb the granite needles of the Frey, one of the best-known rock climbing areas in South America. The rock is solid and rough, with cracks, slabs and faces for every level. You sleep at the Frey refuge, at {freyRefugeM} m, right below the routes. Programmes run from {daysFreyMin} to {daysFreyMax} days and are planned around your level and goals. We climb in small groups, and the longer you stay, the lower the daily price.",
      priceIncludes:
        "Mountain guide for the whole programme\nGroup technical equipment: ropes, quickdraws and anchor material\nHelmet and harness\nTransport from Bariloche to the start of the trail and back\nFirst-aid kit and radio communication",
      itinerary:
        "Day 1: we meet in Bariloche and drive to the base of Cerro Catedral. From there we walk up the Frey valley, first along Lake Gutiérrez and then through lenga beech forest, to the Frey refuge at {freyRefugeM} m: an approach of {freyApproachHoursMin} to {freyApproachHoursMax} hours. In the afternoon we climb short routes near the refuge to review belaying, anchors and communication. Middle days: climbing on the needles around Laguna Toncek, choosing routes by the group's level and the weather; climbers with the experience can aim for the Torre Principal, the main needle at {freyMainNeedleM} m. Last day: a morning of climbing, then the walk down to Catedral and the drive back to Bariloche. On a one-day programme we choose crags closer to the trail so there is enough time on the rock.",
    },
    multipitch: {
      name: "Multi-pitch climbing",
      location: "Cerro Catedral and the Frey, Bariloche",
      price: "USD {priceMultipitch}\nFull day with a guide\nDaily price per person",
      days: "{daysMultipitch} day",
      months: "{mainSeasonFrom} to {mainSeasonTo}",
      experience:
        "Modules 1 and 2 of our sport climbing course, or equivalent experience: you belay confidently and are comfortable climbing outdoors.",
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
        "Modules 1 and 2 of our sport climbing course, or equivalent experience: you can belay a partner and have climbed outdoors before.",
      climbing: "Three days living among the needles",
      leyendPict: "The Frey refuge beside Laguna Toncek, with the needles behind",
      highlights:
        "Three days based at the Frey refuge, at {freyRefugeM} m, in the middle of the granite needles. The walk in takes {freyApproachHoursMin} to {freyApproachHoursMax} hours through forest and along the lake. Every morning the rock is a few minutes from the door. With good weather and experience, we can climb towards the Torre Principal, the main needle at {freyMainNeedleM} m. Evenings at the refuge, with climbers from all over the world, are part of the experience.",
      priceIncludes:
        "Mountain guide for the {daysFreyRefuge} days\nGroup technical equipment: ropes, quickdraws and anchor material\nHelmet and harness\nTransport from Bariloche to the start of the trail and back\nFirst-aid kit and radio communication",
      itinerary:
        "Day 1: we leave Bariloche in the morning for the base of Cerro Catedral and walk up to the Frey refuge at {freyRefugeM} m, an approach of {freyApproachHoursMin} to {freyApproachHoursMax} hours depending on the group's pace. We settle in at the refuge and, if there is energy left, climb a few short routes nearby. Day 2: a full day of climbing on the needles around Laguna Toncek, on routes chosen for the group; those with more experience can try a longer line towards the Torre Principal, the main needle at {freyMainNeedleM} m. Day 3: climbing in the morning, lunch at the refuge and the walk down to Catedral to return to Bariloche in the evening.",
    },
    bautismo: {
      name: "Introduction to rock climbing: your first climb",
      location: "Crags near Bariloche",
      price: "USD {priceBaptism}\nHalf-day introduction to rock climbing\nNo equipment of your own needed",
      days: "Half a day",
      months: "All year",
      experience: "None: this is the level of Module 1 of our sport climbing course, and we teach you everything on the day.",
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
      price: "USD {pricePersonalGuide} per day\nA day planned for you or your group\nRental equipment available at extra cost",
      days: "{daysPersonalGuide} day",
      months: "All year",
      experience: "None required: the day is planned around your experience, from first steps to long routes.",
      climbing: "Your day, your goals",
      leyendPict: "A guide and a climber planning the next route",
      highlights:
        "A guide dedicated to you for the day, to climb where and how you want. Ideal for working on a project, learning to lead, improving your technique or simply climbing with someone who knows every crag. We adapt the place and the routes to the season, the weather and your level. You can also book it for your family or a group of friends. Tell us your goals and we will plan the day together.",
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
      experience:
        "Modules 1 and 2 of our sport climbing course, or equivalent experience: you climb outdoors regularly and can belay a leader.",
      climbing: "Volcanic canyon walls in the Patagonian steppe",
      leyendPict: "The walls of La Buitrera canyon at sunset",
      highlights:
        "A climbing trip to Piedra Parada, a giant volcanic monolith in the steppe of Chubut, and to the walls of La Buitrera canyon beside it. The area has hundreds of sport routes on compact volcanic rock, from easy slabs to steep overhangs. The landscape of the steppe, the river and the starry nights make it unforgettable. Trips last {daysPiedraParadaMin} to {daysPiedraParadaMax} days, with camping close to the canyon. It is a great option when the weather is unsettled in the mountains around Bariloche.",
      priceIncludes:
        "Mountain guide for the whole trip\nGroup technical equipment: ropes, quickdraws and anchor material\nHelmet and harness\nTrip planning and camping logistics",
      itinerary:
        "Day 1: we travel south from Bariloche through Esquel and then about {piedraTransferKm} km of steppe roads to Piedra Parada, on the Chubut River. We set up camp near the entrance of the canyon and, if there is time, climb a few routes in the evening light. Climbing days: each day we walk into La Buitrera canyon and climb on its different sectors, choosing walls in the sun or in the shade depending on the temperature, with routes for the level of each climber. There is time to visit the monolith of Piedra Parada and to rest on the riverbank. Last day: a morning of climbing, then we pack the camp and travel back to Bariloche, arriving at night.",
    },
    ventana: {
      name: "Climbing day on Cerro Ventana",
      location: "Cerro Ventana, {ventanaDistanceKm} km from Bariloche",
      price: "USD {priceVentana}\nFull day, {ventanaStart} to {ventanaEnd}\nTransport from Bariloche included",
      days: "{daysVentana} day",
      months: "All year",
      experience: "Module 1 of our sport climbing course, or equivalent experience: you have climbed on top rope before.",
      climbing: "Climbing with views of Nahuel Huapi, close to the city",
      leyendPict: "Climbing on Cerro Ventana with Lake Nahuel Huapi below",
      highlights:
        "A full day of climbing on Cerro Ventana, only {ventanaDistanceKm} km from the city. The walls face the lakes and the Andes, with routes for beginners and intermediate climbers. It is easy to combine with a holiday in Bariloche: we leave at {ventanaStart} and are back by {ventanaEnd}. A good option all year round, as the rock dries quickly after rain, and the natural way to carry on after your first climb.",
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
        "Good physical condition and experience on long mountain hikes. No technical climbing experience is needed: we teach you to use crampons and an ice axe.",
      climbing: "The lone volcano of Neuquén, {volcanoSummitM} m high",
      leyendPict: "The snow-covered cone of the Lanín above the Andean forest",
      highlights:
        "Climb the Lanín volcano, {volcanoSummitM} m, the great snowy cone that stands alone above the lakes and forests of Neuquén. The ascent takes {daysVolcano} days, as the park's regulations require, with a night at the camp at {volcanoCampM} m. Groups are small, up to {volcanoMaxGroup} people per date, and an assistant guide joins groups of {volcanoAssistantGuideFrom} or more. The summit day is long and demanding, and the views over lakes, forests and volcanoes are worth every step. We only climb when conditions are safe.",
      priceIncludes:
        "Mountain guide, plus an assistant guide for groups of {volcanoAssistantGuideFrom} or more\nGroup technical equipment and ropes\nCrampons, ice axe and helmet\nRegistration with the national park\nFirst-aid kit and radio communication",
      itinerary:
        "The ascent takes {daysVolcano} days, as required by the national park's regulations. Day 1: we register at the park's ranger post and start walking from the base of the volcano. The route climbs {volcanoDayOneKm} km through forest and over volcanic sand and rock to the camp at {volcanoCampM} m, where we set up, eat, prepare the equipment for the next day and go to bed early. Day 2: we start before dawn with headlamps, put on crampons where the snow begins, and climb steadily towards the summit at {volcanoSummitM} m. We must reach the top by {volcanoSummitDeadline} at the latest; if we are not there by then, we turn back, because safety comes before the summit. After the summit we descend all the way to the trailhead: the second day covers {volcanoDayTwoKm} km and takes about {volcanoDayTwoHours} hours.",
    },
  } satisfies Record<ExcursionId, ExcursionWords>,
  home: {
    hero: {
      title: "Challenge your limits",
      subtitle: "Book unique guided activities in Patagonia",
    },
    cards: {
      equipment: {
        title: "Climbing equipment rental",
        description: "Helmets, ropes, harnesses, climbing shoes, crampons, tents and more, ready for your own adventure in Patagonia.",
        price: "Full kit for {kitPeople}: USD {kitPerDay} / day",
        difficulty: "For every climber",
      },
      frey: {
        title: "Rock climbing in the Frey",
        description: "The granite needles of the Frey valley, with nights at the refuge below the routes.",
        price: "USD {priceFreyOneDay}",
        difficulty: "Intermediate",
      },
      multipitch: {
        title: "Multi-pitch climbing",
        description: "A route of several rope lengths with a guide: belay stances, exposure and a rappel descent.",
        price: "USD {priceMultipitch}",
        difficulty: "Intermediate to advanced",
      },
      freyrefuge: {
        title: "Climbing around the Frey refuge",
        description: "Three days living at the Frey refuge and climbing the needles around Laguna Toncek.",
        price: "USD {priceFreyRefugePerDay} / day",
        difficulty: "Intermediate",
      },
      baptism: {
        title: "Introduction to rock climbing",
        description: "Your first climb on real rock, close to the city, with all the equipment and a guide at your side.",
        price: "USD {priceBaptism}",
        difficulty: "Beginner",
      },
      personal: {
        title: "Personal guide",
        description: "A guide for you or your group, to climb where you want and learn what you need.",
        price: "USD {pricePersonalGuide}",
        difficulty: "Any level",
      },
      piedraparada: {
        title: "Piedra Parada climbing trip",
        description: "Sport climbing in La Buitrera canyon, in the steppe of Chubut, camping beside the river.",
        price: "From USD {pricePiedraParadaFrom}",
        difficulty: "Intermediate",
      },
      ventana: {
        title: "Cerro Ventana",
        description: "A full day of climbing {ventanaDistanceKm} km from the city, with views of the lakes.",
        price: "USD {priceVentana}",
        difficulty: "Beginner to intermediate",
      },
      trekkingLanin: {
        title: "Lanín volcano ascent",
        description: "Two days to the {volcanoSummitM} m summit of the Lanín, in small groups of up to {volcanoMaxGroup}.",
        price: "USD {priceVolcano}",
        difficulty: "Non-technical, demanding",
      },
    } satisfies Record<CardId, CardWords>,
    equipmentCard: {
      days: "Per day",
      months: "All year",
    },
    upcoming: {
      lanin: {
        name: "Lanín volcano ascent",
        date: "{volcanoUpcomingMonth} {volcanoUpcomingFrom}–{volcanoUpcomingTo}",
        location: "Lanín National Park, Neuquén",
        description:
          "Two-day guided ascent to the {volcanoSummitM} m summit, with a night at the camp at {volcanoCampM} m. Maximum {volcanoMaxGroup} people: book early.",
      },
    } satisfies Record<string, DatedWords>,
    courses: {
      trad_course: {
        name: "Traditional climbing course",
        date: "To be confirmed",
        location: "Bariloche and the Frey",
        description:
          "Learn to climb on your own gear, in three modules. Module 1: placing nuts and cams, and building anchors. Module 2: leading traditional routes and managing the rope. Module 3: multi-pitch routes, rappels and self-rescue.",
      },
      sport_course: {
        name: "Sport climbing course",
        date: "To be confirmed",
        location: "Crags near Bariloche",
        description:
          "From your first climb to leading on your own, in three modules. Module 1: knots, belaying and climbing on top rope. Module 2: leading, clipping and falling safely. Module 3: cleaning anchors, rappelling and planning your own days at the crag.",
      },
      piedra_transfer: {
        name: "Transfer to Piedra Parada",
        date: "{piedraTransferMonth} {piedraTransferFrom}–{piedraTransferTo}",
        location: "Piedra Parada, Chubut",
        description:
          "Shared transport for climbers from Bariloche to Piedra Parada, via Esquel and then about {piedraTransferKm} km of steppe roads. USD {pricePiedraTransfer} per person.",
      },
      trekking: {
        name: "Trekking in the mountains of Bariloche",
        date: "To be confirmed",
        location: "Nahuel Huapi National Park",
        description: "Guided day hikes and refuge-to-refuge treks. We open each season with a free outing in spring: ask us for the date.",
      },
    } satisfies Record<CourseId, DatedWords>,
    closing: "Want to book or have a question? Use the contact icons on this page and we will get back to you.",
    /** The closing line while the page has no contact icon (no channel set): {link} is the contact form. */
    closingForm: "Want to book or have a question? {link} and we will get back to you.",
    closingFormLink: "Write to us through the contact form",
  },
  rental: {
    helmet: {
      title: "Helmet",
      price: "USD {rentalHelmet} / day",
      tooltip: "Climbing and mountaineering helmet, adjustable to fit any head.",
    },
    rope: {
      title: "Dynamic rope",
      price: "USD {rentalRope} / day",
      tooltip: "Single dynamic rope, available in lengths of {ropeLengths} m.",
    },
    cord: {
      title: "Cord with carabiner",
      price: "USD {rentalCord} / day",
      tooltip: "A length of cord with a carabiner, for a prusik backup on rappel or to build anchors.",
    },
    carabiner: {
      title: "Locking carabiner",
      price: "USD {rentalCarabiner} / day",
      tooltip: "Screw-gate locking carabiner for belaying, rappelling and anchors.",
    },
    anchor: {
      title: "Anchor kit",
      price: "USD {rentalAnchor} / day",
      tooltip: "Slings and locking carabiners to build a belay anchor.",
    },
    harness: {
      title: "Harness",
      price: "USD {rentalHarness} / day",
      tooltip: "Adjustable climbing harness with gear loops, for sport, trad and mountain routes.",
    },
    quickdraws: {
      title: "Quickdraws",
      price: "USD {rentalQuickdrawSet} / day for a set of {quickdrawSetSize}, or USD {rentalQuickdrawSingle} / day each",
      tooltip: "Sport quickdraws, rented as a set of {quickdrawSetSize} or one by one.",
    },
    belay: {
      title: "Belay device",
      price: "USD {rentalBelay} / day",
      tooltip: "Assisted or tube-style belay device, with its locking carabiner.",
    },
    shoes: {
      title: "Climbing shoes",
      price: "USD {rentalShoes} / day",
      tooltip: "Comfortable climbing shoes in EU sizes {shoeSizeMin} to {shoeSizeMax}.",
    },
    rappel: {
      title: "Rappel device",
      price: "USD {rentalRappel} / day",
      tooltip: "Figure-eight descender for rappelling.",
    },
    clipstick: {
      title: "Clip stick",
      price: "USD {rentalClipstick} / day",
      tooltip: "Extendable pole to clip the first bolt from the ground, in lengths of {clipStickLengths}.",
    },
    crampons: {
      title: "Crampons",
      price: "USD {rentalCrampons} / day",
      tooltip: "Steel crampons for snow and ice, adjustable to fit mountain boots.",
    },
    tent: {
      title: "Large tent",
      price: "USD {rentalTent} / day",
      tooltip: "Large four-season tent for camping in the mountains.",
    },
    sleepingbag: {
      title: "Sleeping bag",
      price: "USD {rentalSleepingbag} / day",
      tooltip: "Warm sleeping bag for cold nights at the refuge or in the tent.",
    },
  } satisfies Record<RentalItemId, ItemWords>,
  team: {
    roles: {
      leader: "Team leader",
      guide: "Climbing and mountaineering guide",
    },
    bios: {
      martin:
        "Martín founded the team after more than fifteen years climbing in the Frey and guiding on the volcanoes of northern Patagonia. He leads the team, designs every programme and still spends most of the season on the rock. He believes that a good day in the mountains starts long before the approach, with careful planning and honest advice.",
      lucia:
        "Lucía discovered climbing on the crags around Bariloche as a teenager and has never stopped. She guides multi-pitch routes and the climbing courses, and she loves seeing a beginner tie in for the first time. Between groups, she climbs in the canyons of Chubut and, in summer, on the granite of the Frey.",
      joaquin:
        "Joaquín is a mountaineering guide who knows the Lanín and the volcanoes of Neuquén in every season. Calm and patient, he is the one you want beside you on a long summit day. He also teaches snow and crampon technique.",
      valentina:
        "Valentina guides rock climbing and trekking, and coordinates our trips to Piedra Parada. Trained as a nurse, she takes care of first aid on our longer outings and of the group's well-being, from the right pace on the approach to a hot drink at the belay.",
      tomas: "Tomás guides climbing days and introductions to rock climbing. He grew up in Bariloche and knows every crag around the city.",
    },
  },
  payment: {
    title: "Book your adventure",
    text: "Once we have confirmed your dates and availability, you can pay with the options below.",
    textLater: "Once we have confirmed your dates and availability, we will tell you how to pay.",
    cashNote: "Paying in cash? Ask us about our special discounts.",
  },
};

export type SeedTexts = typeof en;
